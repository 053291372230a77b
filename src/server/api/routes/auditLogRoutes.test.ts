import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/auditLog';
import { read, testApi, v1 } from '../testing/testApp';

// The fixture seed's log: checkout_flow (create, update), stale_gate, archived_gate and four awkward gates
// (creates), and the autotune existing_tune (create); gates by Ada, the autotune by no one named.
const SEEDED = 9;

async function log(query: string) {
  const api = testApi();
  const response = await api.get(v1(`/audit_logs${query}`));
  return { status: response.status, body: await read<AuditEntry[]>(response) };
}

const names = (entries: AuditEntry[]) => entries.map((entry) => `${entry.name}:${entry.actionType}`);

describe('GET /audit_logs', () => {
  it('lists every entry newest first, with its date and time in UTC', async () => {
    const { body } = await log('?limit=100');
    expect(body.message).toBe('Audit log listed successfully');
    expect(body.pagination.totalItems).toBe(SEEDED);
    const times = body.data.map((entry) => entry.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data[0]).toMatchObject({ name: 'stale_gate', date: '2026-01-01', time: '00:00:07' });
    expect(body.data.at(-1)).toMatchObject({ name: 'with space', date: '2025-12-31', time: '23:59:59' });
  });

  it('lists oldest first with sortOrder=asc', async () => {
    const { body } = await log('?limit=2&sortOrder=asc');
    expect(names(body.data)).toEqual(['with space:gate_create', 'café ☕:gate_create']);
  });

  it('filters by an inclusive UTC date range', async () => {
    const day = await log('?startDate=2025-12-31&endDate=2025-12-31');
    expect(names(day.body.data)).toEqual(['50% off:gate_create', 'café ☕:gate_create', 'with space:gate_create']);
    const from = await log('?startDate=2026-01-01&limit=100');
    expect(from.body.pagination.totalItems).toBe(SEEDED - 3);
    const until = await log('?endDate=2025-12-31');
    expect(until.body.pagination.totalItems).toBe(3);
  });

  it('filters by one action type or several', async () => {
    const one = await log('?actionType=gate_update');
    expect(names(one.body.data)).toEqual(['checkout_flow:gate_update']);
    const several = await log('?actionTypes=gate_update,autotune_experiment_create');
    expect(names(several.body.data)).toEqual(['checkout_flow:gate_update', 'existing_tune:autotune_experiment_create']);
    expect(several.body.pagination.totalItems).toBe(2);
  });

  it("filters by one entity's id, and by tags that must all match", async () => {
    const byId = await log(`?id=${encodeURIComponent('a/b')}`);
    expect(names(byId.body.data)).toEqual(['a/b:gate_create']);
    const tagged = await log('?tags=checkout&limit=100');
    expect(tagged.body.pagination.totalItems).toBe(SEEDED - 1);
    const both = await log('?tags=checkout,nothing');
    expect(both.body.data).toEqual([]);
  });

  it('filters by a name or email substring of the person, ignoring case', async () => {
    const byName = await log('?updatedBy=ADA&limit=100');
    expect(byName.body.pagination.totalItems).toBe(SEEDED - 1);
    const byEmail = await log('?updatedBy=ada%40example');
    expect(byEmail.body.pagination.totalItems).toBe(SEEDED - 1);
    expect((await log('?updatedBy=zed')).body.data).toEqual([]);
  });

  it('combines filters and keeps them in the page links', async () => {
    const { body } = await log('?updatedBy=ada&actionType=gate_create&startDate=2025-01-01&limit=2&page=2');
    expect(body.pagination).toMatchObject({ totalItems: 7, pageNumber: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.pagination.nextPage).toBe(
      '/console/v1/audit_logs?updatedBy=ada&actionType=gate_create&startDate=2025-01-01&page=3&limit=2',
    );
  });

  it('pages without overlap or gaps, in both orders', async () => {
    for (const order of ['desc', 'asc']) {
      const all = (await log(`?limit=100&sortOrder=${order}`)).body.data.map((entry) => entry.id);
      const paged: string[] = [];
      for (let page = 1; page <= 5; page += 1) {
        paged.push(...(await log(`?limit=2&page=${String(page)}&sortOrder=${order}`)).body.data.map((e) => e.id));
      }
      expect(paged).toEqual(all);
    }
  });

  it('answers a page past the end with no entries and a link back to the last page', async () => {
    const { body } = await log('?limit=5&page=9');
    expect(body.data).toEqual([]);
    expect(body.pagination.previousPage).toBe('/console/v1/audit_logs?page=2&limit=5');
  });

  it.each([
    ['startDate=2026-02-30', 'startDate', 'startDate must be a date as YYYY-MM-DD'],
    ['endDate=1%2F2%2F2026', 'endDate', 'endDate must be a date as YYYY-MM-DD'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'endDate', 'endDate must not be before startDate'],
    ['actionType=gate_delete', 'actionType', 'Unknown action type "gate_delete"'],
    ['actionTypes=gate_create,nope', 'actionTypes', 'Unknown action type "nope"'],
    ['sortOrder=newest', 'sortOrder', 'sortOrder must be asc or desc'],
    ['page=0', 'page', 'page must be a whole number at least 1'],
    ['limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['page=abc&tags=checkout&updatedBy=ada', 'page', 'page must be a whole number at least 1'],
    ['updatedBy=ada&actionTypes=gate_update,gate_delete&tags=checkout', 'actionTypes', 'Unknown action type'],
    ['tags=checkout&id=a%2Fb&sortOrder=up', 'sortOrder', 'sortOrder must be asc or desc'],
  ])('answers 400 naming the parameter for %s', async (query, path, message) => {
    const { status, body } = await log(`?${query}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.path).toBe(path);
    expect(body.errors?.[0]?.message).toContain(message);
  });

  it('answers 405 for a write to the log', async () => {
    const api = testApi();
    expect((await api.post(v1('/audit_logs'), {})).status).toBe(405);
  });
});
