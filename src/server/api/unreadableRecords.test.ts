// A stored record that cannot be served (planted with raw SQL, as the old server stored a deep
// reviewer) never fails a list: it is left out and named, and reading it alone is a clear 422, not a 500.
import { describe, expect, it } from 'vitest';
import type { Gate } from '../../contract/gate';
import { plantDeepGate } from './testing/deepJson';
import { read, testApi, v1 } from './testing/testApp';

describe('an unreadable stored record', () => {
  it('is left out of GET /gates and named in "unreadable", and the gate read is a 422 naming it', async () => {
    const api = testApi();
    plantDeepGate(api.db);
    const list = await api.get(v1('/gates?limit=100'));
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: Gate[]; unreadable?: string[] };
    expect(body.unreadable).toEqual(['checkout_flow']);
    expect(body.data.map((gate) => gate.id)).not.toContain('checkout_flow');
    expect(body.data.length).toBeGreaterThan(0);

    const one = await api.get(v1('/gates/checkout_flow'));
    expect(one.status).toBe(422);
    expect((await read(one)).message).toMatch(/^The stored record "checkout_flow" cannot be read/);
  });

  it('is left out of its version page and named there, the other versions still listed', async () => {
    const api = testApi();
    plantDeepGate(api.db);
    const response = await api.get(v1('/gates/checkout_flow/versions?limit=100'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Gate[]; unreadable?: string[]; pagination: { totalItems: number } };
    expect(body.data.map((gate) => gate.version)).toEqual([2, 1]);
    expect(body.unreadable).toEqual(['checkout_flow@3']);
    expect(body.pagination.totalItems).toBe(3);
  });
});
