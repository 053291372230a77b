// Bodies are strict inside nested objects too, text fields refuse control characters, tags are
// stored once, and names that cannot be told apart or turned into an id are refused.
import { describe, expect, it } from 'vitest';
import type { Autotune } from '../../contract/autotune';
import type { Gate } from '../../contract/gate';
import { read, testApi, v1 } from './testing/testApp';

const AUTOTUNE = {
  name: 'button_test',
  variants: [
    { name: 'Blue', json: {}, size: 50 },
    { name: 'Green', json: {}, size: 50 },
  ],
  successEvent: 'purchase',
  explorationWindow: '24hr',
  attributionWindow: '4hr',
  winnerThreshold: '95%',
};
const METRIC_SOURCE = {
  name: 'orders',
  sql: 'select * from orders',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
};

describe('strict bodies', () => {
  it('refuses an unknown field in a metric source owner, in the dry run as in the create', async () => {
    const api = testApi();
    for (const dryRun of [true, false]) {
      const response = await api.post(v1('/metrics/metric_source'), {
        ...METRIC_SOURCE,
        dryRun,
        owner: { ownerID: 'u1', role: 'x' },
      });
      expect(response.status).toBe(400);
      expect((await read(response)).errors).toEqual([{ path: 'owner.role', message: 'Unknown field "role"' }]);
    }
  });

  it('refuses an unknown field in an allowed reviewer', async () => {
    const api = testApi();
    const reviewer = { id: 'u1', name: 'Ann', email: 'ann@example.com', note: 'hi' };
    const response = await api.post(v1('/gates/checkout_flow'), {
      reviewSettings: { requiredReview: true, allowedReviewers: [reviewer] },
    });
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'reviewSettings.allowedReviewers.0.note', message: 'Unknown field "note"' },
    ]);
  });

  it('refuses a __proto__ key inside a variant json instead of dropping it', async () => {
    const api = testApi();
    const body = JSON.stringify(AUTOTUNE).replace('"json":{}', '"json":{"colour":{"__proto__":{"admin":true}}}');
    const response = await api.call('POST', v1('/autotunes'), body);
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'variants.0.json', message: 'The key "__proto__" is not allowed in JSON values (at colour)' },
    ]);
  });

  it('refuses two variants with the same name, naming the later one', async () => {
    const api = testApi();
    const variants = [
      { name: 'Blue', json: {}, size: 50 },
      { name: ' blue ', json: {}, size: 50 },
    ];
    const response = await api.post(v1('/autotunes'), { ...AUTOTUNE, variants });
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'variants.1.name', message: 'Variant 1 already has this name; each variant needs a name of its own' },
    ]);
    const listed = await read<Autotune[]>(await api.get(v1('/autotunes')));
    expect(listed.data.map((a) => a.id)).not.toContain('button_test');
  });

  it('refuses a gate name with no letter or digit, which would have made the id "_"', async () => {
    const api = testApi();
    const response = await api.post(v1('/gates'), { name: '   ' });
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'name', message: 'Name must contain at least one letter or digit' },
    ]);
    expect((await api.get(v1('/gates/_'))).status).toBe(404);
  });
});

describe('control characters', () => {
  it.each([
    ['a tag', { tags: ['beta\u0000'] }, 'tags.0'],
    ['the id type', { idType: 'user\u0000ID' }, 'idType'],
    ['the description', { description: 'before\u0000after' }, 'description'],
    ['a rule name', { rules: [{ name: 'r\u0085', passPercentage: 0, conditions: [] }] }, 'rules.0.name'],
  ])('refuses NUL or another control character in %s', async (_what, body, path) => {
    const api = testApi();
    const response = await api.post(v1('/gates/checkout_flow'), body);
    expect(response.status).toBe(400);
    expect((await read(response)).errors?.map((e) => e.path)).toEqual([path]);
    expect((await read<Gate>(await api.get(v1('/gates/checkout_flow')))).data.version).toBe(2);
  });

  it('keeps line breaks and tabs in a description', async () => {
    const api = testApi();
    const response = await api.post(v1('/gates/checkout_flow'), { description: 'Line one\r\n\tLine two' });
    expect(response.status).toBe(200);
    expect((await read<Gate>(response)).data.description).toBe('Line one\r\n\tLine two');
  });

  it('refuses NUL in a metric source tag', async () => {
    const api = testApi();
    const response = await api.post(v1('/metrics/metric_source'), { ...METRIC_SOURCE, tags: ['\u0000'] });
    expect(response.status).toBe(400);
    expect((await read(response)).errors?.map((e) => e.path)).toEqual(['tags.0']);
  });
});

describe('tags', () => {
  it('stores each tag of a gate once, in the order first given', async () => {
    const api = testApi();
    const response = await api.post(v1('/gates/checkout_flow'), { tags: ['beta', 'web', 'beta', ' web ', 'ios'] });
    expect(response.status).toBe(200);
    expect((await read<Gate>(await api.get(v1('/gates/checkout_flow')))).data.tags).toEqual(['beta', 'web', 'ios']);
  });

  it('stores each tag of a created gate once', async () => {
    const api = testApi();
    const response = await api.post(v1('/gates'), { name: 'Tagged gate', tags: ['a', 'a'] });
    expect((await read<Gate>(response)).data.tags).toEqual(['a']);
  });
});
