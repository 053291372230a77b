import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Starts the real entry point the way `npm start` does (after its build step).
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Child = ChildProcessByStdio<null, Readable, Readable>;

interface Started {
  child: Child;
  url: string;
  stdout: () => string;
  exit: Promise<number | null>;
}

let dataDir: string;
let running: Child | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-main-'));
});
afterEach(() => {
  if (running?.exitCode === null) running.kill('SIGKILL');
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let stdout = '';
  let stderr = '';
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /Gatehouse console on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url !== undefined) resolve({ child, url, stdout: () => stdout, exit });
    });
    void exit.then((code) => {
      reject(new Error(`main.ts exited with ${String(code)}: ${stderr}`));
    });
  });
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exit;
}

describe('npm start (src/server/main.ts)', () => {
  it('proxies to an upstream with the server key, opens no database, and on SIGTERM finishes in-flight requests and exits 0', async () => {
    const upstreamKeys: (string | undefined)[] = [];
    const app = new Hono();
    app.get('/console/v1/gates', (c) => {
      upstreamKeys.push(c.req.header('SERVICE-API-KEY'));
      return c.json({ message: 'Gates listed successfully', data: [] });
    });
    app.get('/console/v1/layers', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return c.json({ message: 'Layers listed successfully', data: [] });
    });
    const upstream = await new Promise<Server>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        resolve(server as Server);
      });
    });
    const address = upstream.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const started = await startMain({
        CONSOLE_UPSTREAM_URL: `http://127.0.0.1:${port}`,
        CONSOLE_API_KEY: 'upstream-key-42',
      });
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(started.url).not.toMatch(/:0$/);

      const status = await fetch(`${started.url}/gatehouse/status`);
      expect(await status.json()).toEqual({
        mode: 'proxy',
        serverHoldsKey: true,
        apiKeyLocation: 'the CONSOLE_API_KEY environment variable',
      });
      const gates = await fetch(`${started.url}/console/v1/gates`);
      expect(gates.status).toBe(200);
      expect(upstreamKeys).toEqual(['upstream-key-42']);

      // A request in flight when the signal arrives still gets its answer before the process exits.
      const inFlight = fetch(`${started.url}/console/v1/layers`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const exitCode = stop(started);
      expect((await inFlight).status).toBe(200);
      expect(await exitCode).toBe(0);
      const lines = started.stdout().trim().split('\n');
      expect(lines[0]).toBe(
        `Gatehouse console on ${started.url} — proxying /console/v1 to http://127.0.0.1:${port} (API key added by the server)`,
      );
      expect(started.stdout()).not.toContain('upstream-key-42');
      expect(existsSync(path.join(dataDir, 'console.db'))).toBe(false);
    } finally {
      upstream.closeAllConnections();
      upstream.close();
    }
  }, 30_000);

  it('refuses to start with an upstream URL that is not http(s)', async () => {
    await expect(startMain({ CONSOLE_UPSTREAM_URL: 'ftp://files.example.com' })).rejects.toThrow(
      /exited with 1: Gatehouse could not start: CONSOLE_UPSTREAM_URL must start with http:\/\/ or https:\/\//,
    );
  }, 30_000);

  it('seeds a fresh data dir, keeps a generated key there, serves the API with it, and exits 0', async () => {
    const started = await startMain({});
    const keyFile = path.join(dataDir, 'api-key');
    expect(started.stdout().trim()).toMatch(
      new RegExp(
        `^Gatehouse console on http://127\\.0\\.0\\.1:\\d+ — API key in ${keyFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(seeded in \\d+\\.\\d s\\)$`,
      ),
    );
    const key = readFileSync(keyFile, 'utf8').trim();
    expect(started.stdout()).not.toContain(key);

    const status = await fetch(`${started.url}/gatehouse/status`);
    expect(await status.json()).toEqual({ mode: 'embedded', serverHoldsKey: false, apiKeyLocation: keyFile });
    expect((await fetch(`${started.url}/console/v1/layers`)).status).toBe(401);
    expect((await fetch(`${started.url}/console/v1/layers`, { headers: { 'SERVICE-API-KEY': key } })).status).toBe(200);

    expect(await stop(started)).toBe(0);
    expect(existsSync(path.join(dataDir, 'console.db'))).toBe(true);
  }, 120_000);
});
