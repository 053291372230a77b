// The audit log at a million entries: the first, middle and last page of the log unfiltered, of each filter alone
// and of combined filters, on loopback (req/s, p50, p99) and in the store alone (CPU per page, steady on a busy machine).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { AUDIT_ACTION_TYPES } from '../../src/contract/enums';
import { AuditLogQuerySchema } from '../../src/contract/auditLog';
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { buildSeed } from '../../src/server/seed/buildSeed';
import { listAuditEntries, writeAuditEntry } from '../../src/server/store/auditLogStore';
import { openDatabase, type Database } from '../../src/server/store/db';
import { importSeed } from '../../src/server/store/importSeed';
import { startServer } from '../../e2e/startServer';
import { type BenchRow, median, ms } from './benchRow';

const API_KEY = 'bench-key-0123456789abcdef';
const LIMIT = 100;
const DAY = 86_400_000;
const PEOPLE = ['Maya Chen', 'Priya Raman', 'Ravi Kumar', 'Hannah Berg', 'Tomás Ortiz', 'CI deploy key'];

/**
 * The filters measured (entries: `i` in 0..total; person `i % 6`, one in ten not a gate_update, one in five tagged
 * checkout): each alone, then two or three together. Dates are within the two years the entries span.
 */
const CASES: [string, string][] = [
  ['no filter', ''],
  ['dates (2025)', 'startDate=2025-01-01&endDate=2025-12-31'],
  ['actionType gate_create', 'actionType=gate_create'],
  ['tags checkout', 'tags=checkout'],
  ['id gate_40', 'id=gate_40'],
  ['updatedBy ravi', 'updatedBy=ravi'],
  [
    'updatedBy + 2 types + dates',
    'updatedBy=ravi&actionTypes=gate_update,gate_launch&startDate=2025-01-01&endDate=2025-12-31',
  ],
  ['updatedBy + rare type', 'updatedBy=ravi&actionType=gate_launch'],
  ['2 tags + type', 'tags=checkout,web&actionType=gate_launch'],
  ['tag + updatedBy', 'tags=checkout&updatedBy=ravi'],
  ['tag + id', 'tags=checkout&id=gate_40'],
];

/** `total` entries over the two years before now, in one transaction through one prepared statement per table. */
function fillAuditLog(file: string, total: number): number {
  const db = openDatabase(file);
  try {
    importSeed(db, buildSeed({ eventCount: 1000 }));
    // A larger page cache for this one big transaction: its index pages then stay in memory until the commit.
    db.pragma('cache_size = -262144');
    const started = performance.now();
    const end = Date.now();
    const step = (730 * DAY) / total;
    db.transaction(() => {
      for (let i = 0; i < total; i += 1) {
        const person = PEOPLE[i % PEOPLE.length] ?? 'Maya Chen';
        writeAuditEntry(db, {
          name: `gate_${String(i % 5000)}`,
          changeLog: 'Updated gate description',
          actionType:
            i % 10 === 0 ? (AUDIT_ACTION_TYPES[i % AUDIT_ACTION_TYPES.length] ?? 'gate_create') : 'gate_update',
          timestamp: Math.round(end - 730 * DAY + i * step),
          updatedBy: person,
          updatedByUserID: `user_${String(i % PEOPLE.length)}`,
          updatedByEmail: `${person.split(' ')[0]?.toLowerCase() ?? 'someone'}@example.com`,
          changes: { description: { old: `Version ${String(i)}`, new: `Version ${String(i + 1)}` } },
          tags: i % 5 === 0 ? ['checkout', 'web'] : ['web'],
        });
      }
    })();
    return performance.now() - started;
  } finally {
    db.close();
  }
}

async function hammer(origin: string, query: string, seconds: number): Promise<string> {
  const result = await autocannon({
    url: `${origin}${API_BASE_PATH}/audit_logs?limit=${String(LIMIT)}&${query}`,
    headers: { [API_KEY_HEADER]: API_KEY },
    connections: 10,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const failures = failed > 0 ? `, ${String(failed)} failed` : '';
  return `${result.requests.average.toFixed(0)} req/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}${failures}`;
}

/** The filter and page window of a query, as the route reads them. */
function parsed(query: string) {
  const params = new URLSearchParams(query);
  const list = (name: string) => (params.has(name) ? params.getAll(name) : undefined);
  const filter = AuditLogQuerySchema.parse({
    startDate: params.get('startDate') ?? undefined,
    endDate: params.get('endDate') ?? undefined,
    actionType: list('actionType'),
    actionTypes: list('actionTypes'),
    tags: list('tags'),
    id: params.get('id') ?? undefined,
    updatedBy: params.get('updatedBy') ?? undefined,
  });
  return { filter, window: { limit: LIMIT, offset: (Number(params.get('page') ?? '1') - 1) * LIMIT } };
}

/** The store's CPU time for one page (median of 5 rounds of 10 reads), and the total it gives. */
function storeCost(db: Database, query: string): { cpu: number; total: number } {
  const { filter, window } = parsed(query);
  const total = listAuditEntries(db, filter, window).total;
  const rounds = Array.from({ length: 5 }, () => {
    const before = process.cpuUsage();
    for (let i = 0; i < 10; i += 1) listAuditEntries(db, filter, window);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 10;
  });
  return { cpu: median(rounds), total };
}

/** Each case's first, middle and last page: the store's CPU per page, then 10 connections for `seconds` each. */
export async function auditLogBench(options: { total?: number; seconds?: number } = {}): Promise<BenchRow[]> {
  // AUDIT_BENCH_ENTRIES sets a smaller log for a busy machine (the fill alone takes minutes at a million).
  const total = options.total ?? Number(process.env.AUDIT_BENCH_ENTRIES ?? 1_000_000);
  const seconds = options.seconds ?? 3;
  const area = `audit log, ${total.toLocaleString('en')} entries`;
  const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-bench-audit-'));
  try {
    const file = path.join(dir, 'console.db');
    const insertMs = fillAuditLog(file, total);
    const rows: BenchRow[] = [
      {
        area,
        measure: 'insert, one transaction',
        figure: `${ms(insertMs)}, ${((insertMs * 1000) / total).toFixed(1)} µs per entry`,
      },
    ];
    const loads: { measure: string; query: string; store: string }[] = [];
    const db = openDatabase(file);
    try {
      for (const [name, filter] of CASES) {
        const matched = storeCost(db, filter).total;
        const last = Math.max(1, Math.ceil(matched / LIMIT));
        const pages: [string, number][] = [
          ['page 1', 1],
          ['middle', Math.ceil(last / 2)],
          ['last', last],
        ];
        for (const [where, page] of pages) {
          const query = `${filter}&page=${String(page)}`;
          const { cpu } = storeCost(db, query);
          const measure = `${name}: ${where} (${String(page)} of ${String(last)}, ${matched.toLocaleString('en')} entries)`;
          loads.push({ measure, query, store: `store ${(cpu / 1000).toFixed(2)} ms CPU` });
        }
      }
    } finally {
      db.close();
    }
    const server = await startServer({ dataDir: dir, apiKey: API_KEY });
    try {
      for (const { measure, query, store } of loads)
        rows.push({ area, measure, figure: `${await hammer(server.url, query, seconds)}; ${store}` });
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
