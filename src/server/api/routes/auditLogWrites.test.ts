import { describe, expect, it } from 'vitest';
import { AuditEntrySchema, type AuditEntry } from '../../../contract/auditLog';
import { listEnvelope } from '../../../contract/envelope';
import type { AutotuneCreateBody } from '../../../contract/autotune';
import { read, TEST_NOW, testApi, v1 } from '../testing/testApp';

const LOG = v1('/audit_logs?limit=100');
const GATE = v1('/gates/checkout_flow');
const autotune: AutotuneCreateBody = {
  name: 'button_colour',
  variants: [
    { name: 'Blue', json: { colour: 'blue' }, size: 50 },
    { name: 'Green', json: {}, size: 50 },
  ],
  successEvent: 'purchase',
  explorationWindow: '24hr',
  attributionWindow: '4hr',
  winnerThreshold: '95%',
};
const metricSource = {
  name: 'orders',
  sql: 'select * from orders',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
  tags: ['sales'],
};

/** The log as the contract reads it, and a way to take only the entries written since. */
async function logOf(api: ReturnType<typeof testApi>) {
  const body = listEnvelope(AuditEntrySchema).parse(await (await api.get(LOG)).json());
  return body.data;
}

async function newEntries(api: ReturnType<typeof testApi>, write: () => Promise<Response>) {
  const before = new Set((await logOf(api)).map((entry) => entry.id));
  const response = await write();
  const added = (await logOf(api)).filter((entry) => !before.has(entry.id));
  return { response, added };
}

const byTheApiKey = {
  updatedBy: 'Console API',
  updatedByUserID: 'console-api',
  timestamp: TEST_NOW,
  date: '2026-06-01',
  time: '12:00:00',
};

describe('writes record themselves in the audit log', () => {
  it('a gate create leaves one gate_create entry with only new values', async () => {
    const api = testApi();
    const { response, added } = await newEntries(api, () =>
      api.post(v1('/gates'), { name: 'New Checkout', tags: ['checkout'] }),
    );
    expect(response.status).toBe(201);
    expect(added).toHaveLength(1);
    const [entry] = added as [AuditEntry];
    expect(entry).toMatchObject({ name: 'new_checkout', actionType: 'gate_create', changeLog: 'Created gate' });
    expect(entry).toMatchObject(byTheApiKey);
    expect(entry.changes.name).toEqual({ new: 'New Checkout' });
    expect(entry.changes.tags).toEqual({ new: ['checkout'] });
    expect(Object.values(entry.changes).every((change) => !('old' in change))).toBe(true);
  });

  it('a gate update names only the fields that changed, with old and new', async () => {
    const api = testApi();
    const { added } = await newEntries(api, () => api.post(GATE, { description: 'Now audited', tags: ['checkout'] }));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      name: 'checkout_flow',
      actionType: 'gate_update',
      changeLog: 'Updated gate description',
      changes: { description: { old: 'About checkout_flow', new: 'Now audited' } },
      ...byTheApiKey,
    });
    expect(Object.keys(added[0]?.changes ?? {})).toEqual(['description']);
  });

  it('a rules update holds the old and new rule lists', async () => {
    const api = testApi();
    const { added } = await newEntries(api, () =>
      api.post(GATE, { rules: [{ id: 'r1', name: 'Rule r1', passPercentage: 20, conditions: [] }] }),
    );
    expect(added).toHaveLength(1);
    const rules = added[0]?.changes.rules;
    expect((rules?.old as { id: string }[]).map((rule) => rule.id)).toEqual(['r1', 'r2']);
    expect(rules?.new).toMatchObject([{ id: 'r1', passPercentage: 20, conditions: [] }]);
    expect(added[0]?.changeLog).toBe('Updated gate rules');
  });

  it('an update that changes nothing is still recorded, with no changes', async () => {
    const api = testApi();
    const { added } = await newEntries(api, () => api.post(GATE, {}));
    expect(added).toMatchObject([{ changeLog: 'Saved gate without changes', changes: {} }]);
  });

  it('an autotune create leaves one entry; starting it leaves none', async () => {
    const api = testApi();
    const created = await newEntries(api, () => api.post(v1('/autotunes'), autotune));
    expect(created.added).toHaveLength(1);
    expect(created.added[0]).toMatchObject({
      name: 'button_colour',
      actionType: 'autotune_experiment_create',
      changeLog: 'Created autotune experiment',
      changes: { successEvent: { new: 'purchase' }, isStarted: { new: false } },
      ...byTheApiKey,
    });
    const started = await newEntries(api, () => api.post(v1('/autotunes/button_colour/start'), undefined));
    expect(started.response.status).toBe(200);
    expect(started.added).toEqual([]);
  });

  it('a metric source create leaves one entry; a dry run leaves none', async () => {
    const api = testApi();
    const dry = await newEntries(api, () => api.post(v1('/metrics/metric_source'), { ...metricSource, dryRun: true }));
    expect(dry.response.status).toBe(200);
    expect(dry.added).toEqual([]);
    const created = await newEntries(api, () => api.post(v1('/metrics/metric_source'), metricSource));
    expect(created.added).toMatchObject([
      {
        name: 'orders',
        actionType: 'metric_source_create',
        changeLog: 'Created metric source',
        changes: { sql: { new: 'select * from orders' }, tags: { new: ['sales'] } },
        ...byTheApiKey,
      },
    ]);
  });

  it.each([
    ['400 for a bad body', GATE, { rules: [{ name: 'x', passPercentage: 101, conditions: [] }] }, 400],
    ['404 for an unknown gate', v1('/gates/nope'), { description: 'x' }, 404],
    ['409 for a stale expectedVersion', GATE, { expectedVersion: 1, description: 'x' }, 409],
    [
      '428 for a risky rise',
      GATE,
      { rules: [{ id: 'r1', name: 'Rule r1', passPercentage: 100, conditions: [] }] },
      428,
    ],
    ['409 for a taken gate id', v1('/gates'), { name: 'checkout_flow' }, 409],
    ['409 for a taken autotune name', v1('/autotunes'), { ...autotune, name: 'existing_tune' }, 409],
    ['400 for a bad autotune', v1('/autotunes'), { ...autotune, variants: [] }, 400],
    ['400 for a bad metric source', v1('/metrics/metric_source'), { ...metricSource, sql: 'select from' }, 400],
  ])('a write refused with %s leaves no entry', async (_what, path, body, status) => {
    const api = testApi();
    const { response, added } = await newEntries(api, () => api.post(path, body));
    expect(response.status).toBe(status);
    expect(added).toEqual([]);
  });

  it('the seeded gate versions are a create and then updates, by their authors at their times', async () => {
    const api = testApi();
    const body = await read<AuditEntry[]>(await api.get(v1('/audit_logs?id=checkout_flow')));
    expect(body.data.map((entry) => [entry.actionType, entry.updatedBy, entry.timestamp])).toEqual([
      ['gate_update', 'Ada', Date.UTC(2026, 0, 1) + 2000],
      ['gate_create', 'Ada', Date.UTC(2026, 0, 1) + 1000],
    ]);
    expect(body.data[0]?.changes.rules?.old).toHaveLength(1);
    expect(body.data[0]?.changes.rules?.new).toHaveLength(2);
  });
});
