import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHostApp } from './server';
import type { ProxyOptions } from './proxy';

const SERVER_KEY = 'server-side-key-0001';
const BROWSER_KEY = 'browser-key-0002';

interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

let upstream: Server;
let upstreamUrl: string;
let seen: Seen[] = [];
let logLines: string[] = [];

function upstreamApp(): Hono {
  const app = new Hono();
  app.all('/console/v1/*', async (c, next) => {
    seen.push({
      method: c.req.method,
      path: c.req.url.replace(/^https?:\/\/[^/]+/, ''),
      headers: Object.fromEntries(c.req.raw.headers),
      body: await c.req.text(),
    });
    await next();
  });
  app.get('/console/v1/gates', (c) =>
    c.json({ message: 'Gates listed successfully', data: [{ id: 'a_gate' }] }, 200, {
      'Cache-Control': 'private, max-age=5',
    }),
  );
  app.post('/console/v1/gates/a_gate', (c) =>
    c.json({ message: 'Gate updated successfully' }, 200, { 'Set-Cookie': 'session=abc' }),
  );
  app.get('/console/v1/layers', (c) =>
    c.json({ status: 429, message: 'Too many requests' }, 429, { 'Retry-After': '7', Connection: 'close' }),
  );
  app.get('/console/v1/events', (c) =>
    c.json({ message: 'Events listed', data: Array.from({ length: 200 }, (_, i) => ({ id: i })) }),
  );
  app.get('/console/v1/stall', () => new Promise<Response>(() => undefined));
  return app;
}

function proxyHost(options: Partial<ProxyOptions> = {}) {
  return createHostApp({
    proxy: { upstreamUrl, apiKey: SERVER_KEY, log: (line) => logLines.push(line), ...options },
    distDir: '/nonexistent',
    status: { mode: 'proxy', serverHoldsKey: true, apiKeyLocation: null },
    log: (line) => logLines.push(line),
  });
}

/** A port nothing listens on: bind one, note it, release it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
  return port;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    upstream = serve({ fetch: upstreamApp().fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      // Credentials in the URL exercise the rule that logs and errors show only the origin.
      upstreamUrl = `http://admin:hunter2@127.0.0.1:${info.port}`;
      resolve();
    }) as Server;
  });
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) =>
    upstream.close(() => {
      resolve();
    }),
  );
});
beforeEach(() => {
  seen = [];
  logLines = [];
});

describe('the upstream proxy', () => {
  it('passes the upstream status, JSON body, content type and cache control through', async () => {
    const response = await proxyHost().request('/console/v1/gates?page=2&limit=20');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=5');
    expect(await response.json()).toEqual({ message: 'Gates listed successfully', data: [{ id: 'a_gate' }] });
    expect(seen[0]?.path).toBe('/console/v1/gates?page=2&limit=20');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('streams upstream answers as they are, never compressing them itself', async () => {
    const response = await proxyHost().request('/console/v1/events', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(200);
  });

  it('passes a 429 with its Retry-After and drops hop-by-hop headers', async () => {
    const response = await proxyHost().request('/console/v1/layers');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
    expect(response.headers.get('Connection')).toBeNull();
    expect(await response.json()).toEqual({ status: 429, message: 'Too many requests' });
  });

  it('adds the server key and drops the key, cookies, origin and host the browser sent', async () => {
    await proxyHost().request('http://console.local:5170/console/v1/gates', {
      headers: {
        'SERVICE-API-KEY': BROWSER_KEY,
        Cookie: 'session=browser',
        Origin: 'http://console.local:5170',
        Referer: 'http://console.local:5170/gates',
      },
    });
    const headers = seen[0]?.headers ?? {};
    expect(headers['service-api-key']).toBe(SERVER_KEY);
    expect(headers.cookie).toBeUndefined();
    expect(headers.origin).toBeUndefined();
    expect(headers.referer).toBeUndefined();
    expect(headers.host).toBe(new URL(upstreamUrl).host);
  });

  it("forwards the browser's key when the server holds none", async () => {
    await proxyHost({ apiKey: undefined }).request('/console/v1/gates', {
      headers: { 'SERVICE-API-KEY': BROWSER_KEY },
    });
    expect(seen[0]?.headers['service-api-key']).toBe(BROWSER_KEY);
  });

  it('forwards the method, body and content type of an update, and never returns Set-Cookie', async () => {
    const body = JSON.stringify({ isEnabled: false, expectedVersion: 4 });
    const response = await proxyHost().request('/console/v1/gates/a_gate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'POST', body });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('answers 504 within the configured time when the upstream stalls', async () => {
    const started = Date.now();
    const response = await proxyHost({ totalTimeoutMs: 300 }).request('/console/v1/stall');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ status: 504, message: 'The upstream did not answer in time' });
  });

  it('answers 502 naming only the origin when the upstream is unreachable', async () => {
    const port = await closedPort();
    const response = await proxyHost({ upstreamUrl: `http://admin:hunter2@127.0.0.1:${port}/base` }).request(
      '/console/v1/gates?token=abc',
    );
    expect(response.status).toBe(502);
    const body = (await response.json()) as { status: number; message: string };
    expect(body).toEqual({ status: 502, message: `Could not reach the upstream at http://127.0.0.1:${port}` });
  });

  it('keeps keys, credentials and queries out of every log line', async () => {
    const port = await closedPort();
    await proxyHost().request('/console/v1/gates?token=abc', { headers: { 'SERVICE-API-KEY': BROWSER_KEY } });
    await proxyHost({ totalTimeoutMs: 200 }).request('/console/v1/stall');
    await proxyHost({ upstreamUrl: `http://admin:hunter2@127.0.0.1:${port}` }).request('/console/v1/gates');
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [SERVER_KEY, BROWSER_KEY, 'hunter2', 'admin', 'token=abc']) expect(log).not.toContain(secret);
    expect(log).toContain(`Upstream http://127.0.0.1:${port} unreachable`);
  });
});
