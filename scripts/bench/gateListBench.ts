// The gates list at 10,000 gates: filters and sorts answered in SQL, measured over loopback with autocannon.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Gate } from '../../src/contract/gate';
import { buildSeed } from '../../src/server/seed/buildSeed';
import { openDatabase } from '../../src/server/store/db';
import { importSeed } from '../../src/server/store/importSeed';
import { startServer } from '../../e2e/startServer';
import type { BenchRow } from './benchRow';
import { API_KEY, hammer, type Load } from './serverBench';

const GATE_COUNT = 10_000;
const MINUTE = 60_000;

/** `count` gates made from the seeded ones: their statuses, types, tags and people, other ids, times and checks. */
function manyGates(templates: readonly Gate[], count: number, now: number): Gate[] {
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length];
    if (!template) throw new Error('The seed has no gates to copy.');
    const id = `${template.id}_${String(index)}`;
    return {
      ...template,
      id,
      name: `${template.name ?? id} ${String(index)}`,
      tags: [...template.tags, `batch-${String(index % 20)}`],
      checksPerHour: (index * 7919) % 500_000,
      createdTime: now - (index % 997) * 7 * MINUTE - 400 * 24 * 60 * MINUTE,
      lastModifiedTime: now - ((index * 31) % GATE_COUNT) * MINUTE,
      version: 1,
      permalink: `/gates/${encodeURIComponent(id)}`,
    };
  });
}

async function gateDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-gate-bench-'));
  const now = Date.now();
  const seed = buildSeed({ now, eventCount: 1_000 });
  const templates = seed.gates.flatMap(({ versions }) => versions.slice(-1));
  const db = openDatabase(path.join(dir, 'console.db'));
  try {
    importSeed(db, { ...seed, gates: manyGates(templates, GATE_COUNT, now).map((gate) => ({ versions: [gate] })) });
  } finally {
    db.close();
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

// Pages of 20, as the console asks for them, so the figures are the filter and sort rather than writing 100 records;
// one page of 100 for scale.
const LOADS: Load[] = [
  { measure: 'no filter, page 1', path: '/gates?limit=20' },
  { measure: 'no filter, page 1 of 100 rows', path: '/gates?limit=100' },
  { measure: 'status Launched, by checks per hour desc', path: '/gates?status=Launched&sort=checksPerHour&order=desc' },
  { measure: 'two tags, by name', path: '/gates?tag=checkout&tag=payments&sort=name' },
  {
    measure: 'creator substring + type, by created desc',
    path: '/gates?creator=maya&type=TEMPORARY&sort=createdTime&order=desc',
  },
  {
    measure: 'modifier substring + search, by last modified asc',
    path: '/gates?modifier=ci%20key&search=check&sort=lastModifiedTime&order=asc',
  },
  { measure: 'status In Progress by name, page 100', path: '/gates?status=In%20Progress&sort=name&page=100' },
];

/** 5 s per load against a server holding 10,000 gates (the seed's other data as usual, 1,000 events). */
export async function gateListBench(options: { seconds?: number } = {}): Promise<BenchRow[]> {
  const seconds = options.seconds ?? 5;
  const data = await gateDataDir();
  const rows: BenchRow[] = [];
  try {
    const server = await startServer({ dataDir: data.dir, apiKey: API_KEY });
    try {
      for (const load of LOADS) {
        rows.push({
          area: `server, ${GATE_COUNT.toLocaleString('en')} gates (10 conns)`,
          measure: load.measure,
          figure: await hammer(server.url, load, seconds),
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await data.remove();
  }
  return rows;
}
