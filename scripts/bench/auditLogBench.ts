// The audit log at a million entries: first, middle and last page, and deep pages of filtered lists, on loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { AUDIT_ACTION_TYPES } from '../../src/contract/enums';
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { buildSeed } from '../../src/server/seed/buildSeed';
import { writeAuditEntry } from '../../src/server/store/auditLogStore';
import { openDatabase } from '../../src/server/store/db';
import { importSeed } from '../../src/server/store/importSeed';
import { startServer } from '../../e2e/startServer';
import { type BenchRow, ms } from './benchRow';

const API_KEY = 'bench-key-0123456789abcdef';
const LIMIT = 100;
const DAY = 86_400_000;
const PEOPLE = ['Maya Chen', 'Priya Raman', 'Ravi Kumar', 'Hannah Berg', 'Tomás Ortiz', 'CI deploy key'];

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
  const path = query === 'layers' ? '/layers?limit=100' : `/audit_logs?limit=${String(LIMIT)}&${query}`;
  const result = await autocannon({
    url: `${origin}${API_BASE_PATH}${path}`,
    headers: { [API_KEY_HEADER]: API_KEY },
    connections: 10,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const failures = failed > 0 ? `, ${String(failed)} failed` : '';
  return `${result.requests.average.toFixed(0)} req/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}${failures}`;
}

/** 5 s per page, 10 connections, against a data directory holding `total` entries besides the seed's. */
export async function auditLogBench(options: { total?: number; seconds?: number } = {}): Promise<BenchRow[]> {
  const total = options.total ?? 1_000_000;
  const seconds = options.seconds ?? 5;
  const area = `audit log, ${total.toLocaleString('en')} entries`;
  const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-bench-audit-'));
  try {
    const insertMs = fillAuditLog(path.join(dir, 'console.db'), total);
    const rows: BenchRow[] = [{ area, measure: 'insert, one transaction', figure: ms(insertMs) }];
    const lastPage = Math.ceil(total / LIMIT);
    const middle = String(Math.ceil(lastPage / 2));
    const loads: [string, string][] = [
      // A list of a few rows on the same server, to read the others against on a busy machine.
      ['reference: GET /layers page 1', 'layers'],
      ['page 1', 'page=1'],
      [`middle page (${middle})`, `page=${middle}`],
      [`last page (${String(lastPage)})`, `page=${String(lastPage)}`],
      ['gate_update only, middle page', `actionType=gate_update&page=${String(Math.ceil((lastPage * 0.9) / 2))}`],
      ['one month, oldest first, page 20', 'startDate=2026-01-01&endDate=2026-01-31&sortOrder=asc&page=20'],
      ['tag checkout, middle page', `tags=checkout&page=${String(Math.ceil(lastPage / 10))}`],
      ['updatedBy "priya", page 1', 'updatedBy=priya&page=1'],
      ['updatedBy "priya", middle page', `updatedBy=priya&page=${String(Math.ceil(lastPage / 12))}`],
    ];
    const server = await startServer({ dataDir: dir, apiKey: API_KEY });
    try {
      for (const [measure, query] of loads)
        rows.push({ area, measure, figure: await hammer(server.url, query, seconds) });
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
