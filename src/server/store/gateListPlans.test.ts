// Which index each `GET /gates` query reads, as SQLite plans it on the seeded store. SQLite picks indexes itself, so
// an index no query names may still be read; this records what each list query really uses.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GateListQuerySchema } from '../../contract/gateListQuery';
import { buildSeed } from '../seed/buildSeed';
import { openDatabase, type Database } from './db';
import { indexUnlistedGates } from './gateListIndex';
import { countGatesByStatus, listGatesMatching } from './gateListStore';
import { importSeed } from './importSeed';
import { queryPlan } from './testing/queryPlan';
import { recordQueries, type RanQuery } from './testing/recordQueries';

let db: Database;
let ran: RanQuery[];

beforeAll(() => {
  db = openDatabase(':memory:');
  importSeed(db, buildSeed({ eventCount: 10, now: Date.UTC(2026, 5, 1) }));
  ran = recordQueries(db);
});

afterAll(() => {
  db.close();
});

/**
 * The indexes a plan reads, a primary key as "<table> key", and "<table> scan" for a table read row by row (the
 * page's own subquery, read as it is made, is left out).
 */
function indexesIn(plan: string): string[] {
  const used = plan.split('\n').map((step) => {
    const index = /USING (?:COVERING )?INDEX (\w+)/.exec(step)?.[1];
    if (index !== undefined) return index.replace(/^sqlite_autoindex_(\w+)_1$/, '$1 key');
    const key = /^SEARCH (\w+) USING PRIMARY KEY/.exec(step)?.[1];
    if (key !== undefined) return `${tableOf(key)} key`;
    const scan = /^SCAN (\w+)$/.exec(step)?.[1];
    return scan === undefined || scan === 'p' ? '' : `${tableOf(scan)} scan`;
  });
  return [...new Set(used.filter((name) => name !== ''))];
}

const tableOf = (alias: string) => (alias === 'l' ? 'gate_list' : alias);

/** The queries one list request makes (its page, its total and the counts per status) and the indexes each reads. */
function indexesOfRequest(
  params: Record<string, string | string[]>,
): Record<'page' | 'total' | 'statusCounts', string[]> {
  const query = GateListQuerySchema.parse(params);
  ran.length = 0;
  listGatesMatching(db, query, { limit: 20, offset: 40 });
  const [page, total] = ran.splice(0);
  countGatesByStatus(db, query);
  const [statusCounts] = ran.splice(0);
  if (page === undefined || total === undefined || statusCounts === undefined) throw new Error('a query did not run');
  return {
    page: indexesIn(queryPlan(db, page)),
    total: indexesIn(queryPlan(db, total)),
    statusCounts: indexesIn(queryPlan(db, statusCounts)),
  };
}

type Indexes = ReturnType<typeof indexesOfRequest>;
const NARROW_SCAN = { total: ['gate_list scan'], statusCounts: ['gate_list scan'] };
const WHOLE_COUNT = { total: ['gate_list_by_checks'], statusCounts: ['gate_list scan'] };
const BY_TAG = ['gate_list key', 'gate_tags key'];

// Each sort and filter the list supports, and what SQLite reads for it. The page's records are then read by the
// gates' primary key; the filtered totals scan the narrow list rows (see gateListSchema.ts for why no status index).
const REQUESTS: [Record<string, string | string[]>, Indexes][] = [
  [{}, { page: ['gate_list_newest', 'gates key'], ...WHOLE_COUNT }],
  [{ sort: 'name' }, { page: ['gate_list_by_name', 'gates key'], ...WHOLE_COUNT }],
  [
    { sort: 'name', order: 'desc' },
    { page: ['gate_list_by_name', 'gates key'], ...WHOLE_COUNT },
  ],
  [{ sort: 'lastModifiedTime' }, { page: ['gate_list_by_modified', 'gates key'], ...WHOLE_COUNT }],
  [
    { sort: 'lastModifiedTime', order: 'desc' },
    { page: ['gate_list_by_modified', 'gates key'], ...WHOLE_COUNT },
  ],
  [{ sort: 'createdTime' }, { page: ['gate_list_by_created', 'gates key'], ...WHOLE_COUNT }],
  [
    { sort: 'createdTime', order: 'desc' },
    { page: ['gate_list_by_created', 'gates key'], ...WHOLE_COUNT },
  ],
  [{ sort: 'checksPerHour' }, { page: ['gate_list_by_checks', 'gates key'], ...WHOLE_COUNT }],
  [
    { sort: 'checksPerHour', order: 'desc' },
    { page: ['gate_list_by_checks', 'gates key'], ...WHOLE_COUNT },
  ],
  [{ search: 'check' }, { page: ['gate_list_newest', 'gates key'], ...NARROW_SCAN }],
  [{ status: 'Archived' }, { page: ['gate_list_newest', 'gates key'], ...NARROW_SCAN }],
  [{ enabled: 'true' }, { page: ['gate_list_newest', 'gates key'], ...NARROW_SCAN }],
  [{ type: 'TEMPORARY' }, { page: ['gate_list_newest', 'gates key'], ...NARROW_SCAN }],
  [{ creator: 'ada' }, { page: ['gate_list_newest', 'gates key'], ...NARROW_SCAN }],
  [{ modifier: 'ada' }, { page: ['gate_list_newest', 'gates key'], ...NARROW_SCAN }],
  [{ tag: 'checkout' }, { page: [...BY_TAG, 'gates key'], total: BY_TAG, statusCounts: BY_TAG }],
  [{ tag: ['checkout', 'web'] }, { page: [...BY_TAG, 'gates key'], total: BY_TAG, statusCounts: BY_TAG }],
  [
    { status: 'In Progress', sort: 'name', order: 'desc' },
    { page: ['gate_list_by_name', 'gates key'], ...NARROW_SCAN },
  ],
];

describe('the gate list queries', () => {
  it.each(REQUESTS)('for %o read these indexes', (params, indexes) => {
    expect(indexesOfRequest(params)).toEqual(indexes);
  });

  it('list by the narrow list rows, never by gates_by_modified, the gates index that was dropped', () => {
    const named = REQUESTS.flatMap(([params]) => Object.values(indexesOfRequest(params)).flat());
    expect(named).not.toContain('gates_by_modified');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'gates_by_modified'").all()).toEqual([]);
  });

  it("read the gates' ids at start-up from the gates' primary key", () => {
    ran.length = 0;
    indexUnlistedGates(db);
    expect(ran.map((query) => indexesIn(queryPlan(db, query))).flat()).toContain('gates key');
  });
});

describe('a store written before gates_by_modified was dropped', () => {
  it('loses the index on open, and keeps its gates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-gates-'));
    try {
      const file = join(dir, 'console.db');
      const old = openDatabase(file);
      importSeed(old, buildSeed({ eventCount: 10, now: Date.UTC(2026, 5, 1) }));
      old.exec('CREATE INDEX gates_by_modified ON gates (last_modified_time DESC, id)');
      const gates = old.prepare('SELECT count(*) AS n FROM gates').get();
      old.close();
      const reopened = openDatabase(file);
      expect(reopened.prepare("SELECT name FROM sqlite_master WHERE name = 'gates_by_modified'").all()).toEqual([]);
      expect(reopened.prepare('SELECT count(*) AS n FROM gates').get()).toEqual(gates);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
