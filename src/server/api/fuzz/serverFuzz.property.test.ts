// Property-based robustness: whatever a client sends, the API answers JSON below 500 and changes only the
// request's own resource.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testApi, v1 } from '../testing/testApp';
import { MAX_BODY_DEPTH } from '../../../contract/limits';
import { awkwardId, deeplyNestedBody, mutatedBody, pathSegment, queryString } from './arbitraries';
import { changedTables, otherGates, storeFingerprint } from './storeFingerprint';

const RUNS = 60;

const GET_PATHS = [
  () => v1('/gates'),
  (id: string) => v1(`/gates/${id}`),
  (id: string) => v1(`/gates/${id}/versions`),
  () => v1('/layers'),
  () => v1('/autotunes'),
  () => v1('/dynamic_configs'),
  (id: string) => v1(`/dynamic_configs/${id}/rules`),
  () => v1('/experiments'),
  (id: string) => v1(`/experiments/${id}/pulse_load_history`),
  () => v1('/events'),
  (id: string) => v1(`/events/${id}`),
  (id: string) => v1(`/events/${id}/metrics`),
  () => v1('/event_names'),
];

const VALID_BODIES = {
  // Nested enough that a mutation can break a condition's value, an environment or a review setting.
  gateUpdate: {
    description: 'edited',
    isEnabled: true,
    tags: ['fuzz'],
    targetApps: ['web'],
    reviewSettings: { requiredReview: false },
    rules: [
      {
        name: 'Canada on the new app',
        passPercentage: 50,
        environments: ['production'],
        conditions: [
          { type: 'country', operator: 'any', targetValue: ['CA'] },
          { type: 'app_version', operator: 'version_gte', targetValue: '2.4.0' },
          { type: 'custom_field', field: 'plan_level', operator: 'gt', targetValue: 3 },
          { type: 'passes_segment', targetValue: 'beta_testers' },
        ],
      },
    ],
  },
  gateCreate: { name: 'Fuzz gate', description: 'made by a test' },
  autotune: {
    name: 'fuzz_tune',
    variants: [
      { name: 'A', json: {}, size: 50 },
      { name: 'B', json: {}, size: 50 },
    ],
    successEvent: 'purchase',
    explorationWindow: '24hr',
    attributionWindow: '4hr',
    winnerThreshold: '95%',
  },
  metricSource: {
    name: 'fuzz_source',
    sql: 'select 1',
    timestampColumn: 'ts',
    idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
    customFieldMapping: [{ key: 'country', formula: 'upper(country)' }],
    owner: { ownerID: 'u1', ownerType: 'USER', ownerName: 'Fuzz', ownerEmail: 'fuzz@example.com' },
    skip_validation: true,
    all_columns: ['ts', 'user_id'],
    column_types: ['timestamp', 'string'],
  },
};

/** Asserts the answer is a JSON object with a status below 500 and returns its message. */
async function expectJsonBelow500(response: Response): Promise<string | undefined> {
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { message?: string } | null;
  expect(typeof body).toBe('object');
  return body?.message;
}

describe('the API under random input', () => {
  it('answers every GET with any path id and query string in JSON below 500, and changes nothing', async () => {
    const api = testApi();
    const before = storeFingerprint(api.db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_PATHS), pathSegment, queryString, async (path, id, query) => {
        await expectJsonBelow500(await api.get(`${path(id)}${query === '' ? '' : `?${query}`}`));
      }),
      { numRuns: RUNS * 3 },
    );
    expect(changedTables(before, storeFingerprint(api.db))).toEqual([]);
  });

  it('answers any JSON or text posted to a gate below 500, touching that gate alone', async () => {
    const api = testApi();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('checkout_flow', 'a/b', '50% off'),
        fc.oneof(
          mutatedBody(VALID_BODIES.gateUpdate),
          fc.string().map((text) => ({ raw: text })),
        ),
        async (gateId, body) => {
          const before = storeFingerprint(api.db);
          const others = otherGates(api.db, gateId);
          const raw = typeof body === 'object' && body !== null && 'raw' in body ? String(body.raw) : undefined;
          const response = await api.call('POST', v1(`/gates/${encodeURIComponent(gateId)}`), raw ?? body);
          await expectJsonBelow500(response);
          // Every write also adds its audit log entry.
          const changed = changedTables(before, storeFingerprint(api.db));
          expect(changed.filter((table) => !table.startsWith('gate') && !table.startsWith('audit_log'))).toEqual([]);
          expect(otherGates(api.db, gateId)).toEqual(others);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('answers a post to an unknown or awkward gate id below 500 and stores nothing', async () => {
    const api = testApi();
    const known = new Set((api.db.prepare('SELECT id FROM gates').all() as { id: string }[]).map((row) => row.id));
    const before = storeFingerprint(api.db);
    await fc.assert(
      fc.asyncProperty(
        awkwardId.filter((id) => !known.has(id)),
        async (id) => {
          const response = await api.post(v1(`/gates/${encodeURIComponent(id)}`), VALID_BODIES.gateUpdate);
          await expectJsonBelow500(response);
          expect(response.status).toBe(404);
        },
      ),
      { numRuns: RUNS },
    );
    expect(changedTables(before, storeFingerprint(api.db))).toEqual([]);
  });

  it.each([
    ['gate create', '/gates', VALID_BODIES.gateCreate, ['gate_versions', 'gates', 'gate_list', 'gate_tags']],
    ['autotune create', '/autotunes', VALID_BODIES.autotune, ['autotunes']],
    ['metric source create', '/metrics/metric_source', VALID_BODIES.metricSource, ['metric_sources']],
  ])('answers a broken %s below 500 and changes only its own table', async (_name, path, valid, ownTables) => {
    const api = testApi();
    await fc.assert(
      fc.asyncProperty(mutatedBody(valid), async (body) => {
        const before = storeFingerprint(api.db);
        await expectJsonBelow500(await api.post(v1(path), body));
        const changed = changedTables(before, storeFingerprint(api.db));
        expect(changed.filter((table) => !ownTables.includes(table) && !table.startsWith('audit_log'))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    ['gate update', '/gates/checkout_flow', VALID_BODIES.gateUpdate],
    ['gate create', '/gates', VALID_BODIES.gateCreate],
    ['autotune create', '/autotunes', VALID_BODIES.autotune],
    ['metric source create', '/metrics/metric_source', VALID_BODIES.metricSource],
  ])(
    'answers a %s holding a value nested past the limit anywhere with 400, stores nothing and still reads',
    async (_name, path, valid) => {
      const api = testApi();
      const before = storeFingerprint(api.db);
      await fc.assert(
        fc.asyncProperty(deeplyNestedBody(valid, MAX_BODY_DEPTH), async (body) => {
          const response = await api.call('POST', v1(path), body);
          expect(response.status).toBe(400);
          await expectJsonBelow500(response);
        }),
        { numRuns: RUNS / 3 },
      );
      expect(changedTables(before, storeFingerprint(api.db))).toEqual([]);
      expect((await api.get(v1('/gates'))).status).toBe(200);
      expect((await api.get(v1('/autotunes'))).status).toBe(200);
    },
  );

  it('answers text that is not JSON with 400 for every POST', async () => {
    const api = testApi();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/gates', '/gates/checkout_flow', '/autotunes', '/metrics/metric_source'),
        fc.string({ minLength: 1 }).filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
        async (path, text) => {
          const response = await api.call('POST', v1(path), text);
          expect(response.status).toBe(400);
          expect(await expectJsonBelow500(response)).toMatch(/\w/);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
