// The console filters and sorts the gates of an upstream that ignores the list's parameters with the contract's
// gateListView.ts: on the seed, it must list exactly what the embedded server's SQL lists, in the same order.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Gate } from '../../contract/gate';
import { GateListQuerySchema } from '../../contract/gateListQuery';
import { applyGateListView, countGateStatuses } from '../../contract/gateListView';
import { buildSeed } from '../seed/buildSeed';
import { openDatabase, type Database } from './db';
import { countGatesByStatus, listGatesMatching } from './gateListStore';
import { importSeed } from './importSeed';
import { recordOf } from './page';

let db: Database;
let everyGate: Gate[];

beforeAll(() => {
  db = openDatabase(':memory:');
  importSeed(db, buildSeed({ eventCount: 10, now: Date.UTC(2026, 5, 1) }));
  everyGate = sqlIds({}).gates;
});

/** The gates the server's SQL lists for the query parameters, in its order. */
function sqlIds(params: Record<string, string | string[]>) {
  const gates = listGatesMatching(db, GateListQuerySchema.parse(params), { limit: 10_000, offset: 0 }).items.map(
    (item) => recordOf<Gate>(item),
  );
  return { gates, ids: gates.map((gate) => gate.id) };
}

const QUERIES: Record<string, string>[] = [
  {},
  { status: 'In Progress' },
  { status: 'Archived', sort: 'name' },
  { enabled: 'false' },
  { enabled: 'true', type: 'TEMPORARY', order: 'desc' },
  { tag: 'checkout' },
  { search: 'CHECK', sort: 'checksPerHour', order: 'desc' },
  { creator: 'a', modifier: 'e', sort: 'createdTime' },
  { sort: 'checksPerHour' },
  { sort: 'name', order: 'desc' },
  { sort: 'createdTime', order: 'desc' },
  { order: 'asc' },
];

describe('the console filter and the server SQL', () => {
  it('has a seed that gives each filter something to keep and something to drop', () => {
    expect(everyGate.length).toBeGreaterThan(20);
    expect(new Set(everyGate.map((gate) => gate.status)).size).toBe(4);
  });

  it.each(QUERIES)('list the same gates in the same order for %o', (params) => {
    const query = GateListQuerySchema.parse(params);
    const view = { ...query, tags: query.tag };
    expect(applyGateListView(everyGate, view).map((gate) => gate.id)).toEqual(sqlIds(params).ids);
    expect(countGateStatuses(applyGateListView(everyGate, { ...view, status: undefined }))).toEqual(
      countGatesByStatus(db, query),
    );
  });

  it('match the tags the seed really uses, two at a time', () => {
    const tagged = everyGate.find((gate) => gate.tags.length >= 2);
    const tags = tagged?.tags.slice(0, 2) ?? [];
    expect(tags).toHaveLength(2);
    const listed = sqlIds({ tag: tags }).ids;
    expect(listed.length).toBeGreaterThan(0);
    expect(applyGateListView(everyGate, { tags }).map((gate) => gate.id)).toEqual(listed);
  });
});
