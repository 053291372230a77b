// Server throughput and latency on loopback with autocannon, and how event listing scales with the stored total.
import autocannon from 'autocannon';
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { startServer } from '../../e2e/startServer';
import { type BenchRow, ms } from './benchRow';
import { seededDataDir } from './seededDataDir';

export const API_KEY = 'bench-key-0123456789abcdef';
const PAGE_LIMIT = 100;

export interface Load {
  measure: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Sent as a browser sends it, so the answer is compressed where the server finds it pays. */
  acceptEncoding?: string;
}

// What Chromium sends on every request.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function hammer(origin: string, load: Load, seconds: number): Promise<string> {
  const result = await autocannon({
    url: `${origin}${API_BASE_PATH}${load.path}`,
    method: load.method ?? 'GET',
    headers: {
      [API_KEY_HEADER]: API_KEY,
      'content-type': 'application/json',
      ...(load.acceptEncoding === undefined ? {} : { 'accept-encoding': load.acceptEncoding }),
    },
    body: load.body,
    connections: 10,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const failures = failed > 0 ? `, ${String(failed)} failed` : '';
  // Bytes on the wire per answer, headers included: shows whether the answer went compressed.
  const bytes = result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0;
  return `${result.requests.average.toFixed(0)} req/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ${String(bytes)} B/answer${failures}`;
}

async function firstGateId(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API_BASE_PATH}/gates?limit=1`, { headers: { [API_KEY_HEADER]: API_KEY } });
  const body = (await response.json()) as { data: { id: string }[] };
  const gate = body.data[0];
  if (!gate) throw new Error('The seeded server has no gates.');
  return gate.id;
}

async function largestEventName(origin: string): Promise<{ name: string; count: number }> {
  const response = await fetch(`${origin}${API_BASE_PATH}/event_names?limit=1`, {
    headers: { [API_KEY_HEADER]: API_KEY },
  });
  const body = (await response.json()) as { data: { name: string; count: number }[] };
  const largest = body.data[0];
  if (!largest) throw new Error('The seeded server has no events.');
  return largest;
}

function eventPages(name: string, count: number): Load[] {
  const path = `/events/${encodeURIComponent(name)}?limit=${String(PAGE_LIMIT)}`;
  const lastPage = Math.max(1, Math.ceil(count / PAGE_LIMIT));
  return [
    { measure: `events of "${name}" (${String(count)}), page 1`, path: `${path}&page=1` },
    { measure: `events of "${name}", last page (${String(lastPage)})`, path: `${path}&page=${String(lastPage)}` },
    { measure: `events of "${name}", middle page`, path: `${path}&page=${String(Math.ceil(lastPage / 2))}` },
  ];
}

async function withServer<T>(eventCount: number, run: (origin: string) => Promise<T>): Promise<T> {
  const data = await seededDataDir(eventCount);
  try {
    const server = await startServer({ dataDir: data.dir, apiKey: API_KEY });
    try {
      return await run(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await data.remove();
  }
}

/** 10 s per load on the default seed, then 3 s per page at 10k, 100k and 1M stored events. */
export async function serverBench(options: { seconds?: number; totals?: number[] } = {}): Promise<BenchRow[]> {
  const seconds = options.seconds ?? 10;
  const rows: BenchRow[] = [];
  await withServer(200_000, async (origin) => {
    const largest = await largestEventName(origin);
    const gatePath = `/gates/${encodeURIComponent(await firstGateId(origin))}`;
    const pages: Load[] = [
      { measure: 'list layers', path: `/layers?limit=${String(PAGE_LIMIT)}` },
      ...eventPages(largest.name, largest.count).slice(0, 2),
    ];
    const loads: Load[] = [
      ...pages,
      ...pages.map((load) => ({
        ...load,
        measure: `${load.measure}, Accept-Encoding as a browser`,
        acceptEncoding: BROWSER_ACCEPT_ENCODING,
      })),
      { measure: 'gate updates', path: gatePath, method: 'POST', body: JSON.stringify({ description: 'bench' }) },
    ];
    for (const load of loads)
      rows.push({ area: 'server (10 conns)', measure: load.measure, figure: await hammer(origin, load, seconds) });
  });
  for (const total of options.totals ?? [10_000, 100_000, 1_000_000]) {
    await withServer(total, async (origin) => {
      const largest = await largestEventName(origin);
      for (const load of eventPages(largest.name, largest.count)) {
        rows.push({
          area: `server, ${total.toLocaleString('en')} events`,
          measure: load.measure,
          figure: await hammer(origin, load, 3),
        });
      }
    });
  }
  return rows;
}
