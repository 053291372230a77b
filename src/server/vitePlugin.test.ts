import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApiPlugin } from './vitePlugin';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let vite: ViteDevServer | undefined;
let http: Server | undefined;
let dataDir: string | undefined;

/** A dev server with only this plugin, behind a real HTTP listener so the connect middleware runs. */
async function startDevServer(): Promise<string> {
  vite = await createServer({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    plugins: [consoleApiPlugin()],
    // The dep optimizer would scan the whole app and pre-bundle its browser dependencies, which this plugin never
    // serves: most of this file's CPU time.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const listener = createHttpServer(vite.middlewares);
  http = listener;
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
}

afterEach(async () => {
  http?.closeAllConnections();
  http?.close();
  await vite?.close();
  vi.unstubAllEnvs();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  vite = undefined;
  http = undefined;
  dataDir = undefined;
});

describe('consoleApiPlugin', () => {
  it('runs only in the dev server', () => {
    expect(consoleApiPlugin().apply).toBe('serve');
  });

  it('answers /gatehouse/status and /console/v1 in the dev server, leaving other paths to Vite', async () => {
    vi.stubEnv('CONSOLE_UPSTREAM_URL', 'http://127.0.0.1:9');
    vi.stubEnv('CONSOLE_API_KEY', 'dev-key');
    const origin = await startDevServer();

    const status = await fetch(`${origin}/gatehouse/status`);
    expect(await status.json()).toEqual({
      mode: 'proxy',
      serverHoldsKey: true,
      apiKeyLocation: 'the CONSOLE_API_KEY environment variable',
    });
    const gates = await fetch(`${origin}/console/v1/gates`);
    expect(gates.status).toBe(502);
    expect(gates.headers.get('X-Frame-Options')).toBe('DENY');
    const other = await fetch(`${origin}/gatehouse/other`);
    expect(other.headers.get('X-Frame-Options')).toBeNull();
  }, 30_000);

  it('serves the embedded API from the data dir, seeding it first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-vite-'));
    dataDir = dir;
    vi.stubEnv('CONSOLE_UPSTREAM_URL', '');
    vi.stubEnv('CONSOLE_API_KEY', '');
    vi.stubEnv('DATA_DIR', dir);
    const origin = await startDevServer();

    const key = readFileSync(path.join(dir, 'api-key'), 'utf8').trim();
    const layers = await fetch(`${origin}/console/v1/layers`, { headers: { 'SERVICE-API-KEY': key } });
    expect(layers.status).toBe(200);
    expect(existsSync(path.join(dir, 'console.db'))).toBe(true);
  }, 120_000);
});
