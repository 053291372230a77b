// How soon the server answers the files a first page asks for at once: its HTML names the shell's scripts, its
// stylesheet and the page's route chunk, and the browser requests them together the moment the HTML has arrived.
import http from 'node:http';
import { startServer } from '../../e2e/startServer';
import { type BenchRow, median, ms } from './benchRow';
import { seededDataDir } from './seededDataDir';

const PAGE = '/events/page%2Fview';
const ROUNDS = 200;
// Not counted: the server's first answers (its brotli runs ahead of them just after it starts) and cold sockets.
const WARM_UP_ROUNDS = 20;
// What Chromium sends on every request.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The scripts and stylesheets the page's HTML names, in its order. */
function namedFiles(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].flatMap((match) => match[1] ?? []);
}

/** Requests every file at once on fresh connections, as a browser does; ms from the start to each file's headers. */
async function requestTogether(origin: string, files: readonly string[]): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: 6 });
  const started = performance.now();
  try {
    return await Promise.all(
      files.map(
        (file) =>
          new Promise<number>((resolve, reject) => {
            const request = http.get(`${origin}${file}`, {
              agent,
              headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
            });
            request.on('response', (response) => {
              const headersAt = performance.now() - started;
              response.resume();
              response.on('end', () => {
                resolve(headersAt);
              });
            });
            request.on('error', reject);
          }),
      ),
    );
  } finally {
    agent.destroy();
  }
}

/** Median ms to each named file's headers and to the last of them. */
export async function staticFilesBench(): Promise<BenchRow[]> {
  const data = await seededDataDir(0);
  try {
    const server = await startServer({ dataDir: data.dir, apiKey: 'bench-key-0123456789abcdef' });
    try {
      const html = await (await fetch(`${server.url}${PAGE}`, { headers: { accept: 'text/html' } })).text();
      const files = namedFiles(html);
      const times = files.map(() => [] as number[]);
      const slowest: number[] = [];
      for (let round = 0; round < ROUNDS + WARM_UP_ROUNDS; round++) {
        const headersAt = await requestTogether(server.url, files);
        if (round < WARM_UP_ROUNDS) continue;
        headersAt.forEach((at, index) => times[index]?.push(at));
        slowest.push(Math.max(...headersAt));
      }
      const area = `static files of ${PAGE}, together`;
      return [
        ...files.map((file, index) => ({ area, measure: `${file}: headers`, figure: ms(median(times[index] ?? [])) })),
        { area, measure: `the last of ${String(files.length)}: headers`, figure: ms(median(slowest)) },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await data.remove();
  }
}
