import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHostApp } from './server';
import type { HostOptions, HostStatus } from './server';

// What the host refuses before the Console API (embedded or proxied) sees a request.
const ORIGIN = 'http://127.0.0.1:5170';
const GATE = `${ORIGIN}/console/v1/gates/new_checkout_flow`;
const STATUS: HostStatus = { mode: 'embedded', serverHoldsKey: false, apiKeyLocation: 'data/api-key' };
const BODY = JSON.stringify({ isEnabled: false });
const API_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

let writes: string[] = [];
let lines: string[] = [];

/** Stands in for createApiApp and records every request that reaches it. */
function recordingApi(): Hono {
  const api = new Hono();
  api.all('/console/v1/*', (c) => {
    writes.push(`${c.req.method} ${c.req.path}`);
    return c.json({ message: 'Gate updated successfully' });
  });
  return api;
}

function host(options: Partial<HostOptions> = {}) {
  return createHostApp({
    api: recordingApi(),
    distDir: '/nonexistent',
    status: STATUS,
    log: (line) => lines.push(line),
    ...options,
  });
}

function post(headers: Record<string, string>, body: BodyInit | null = BODY): RequestInit {
  return { method: 'POST', body, headers };
}

beforeEach(() => {
  writes = [];
  lines = [];
});

describe('the Host check (DNS rebinding)', () => {
  it('answers 421 JSON to a Host name it does not serve, and the API never sees the request', async () => {
    const response = await host().request(`${ORIGIN}/console/v1/gates`, {
      headers: { Host: 'rebind.attacker.example:5170' },
    });
    expect(response.status).toBe(421);
    expect(await response.json()).toEqual({
      status: 421,
      message: expect.stringContaining('ALLOWED_HOSTS') as unknown,
    });
    expect(response.headers.get('Content-Security-Policy')).toBe(API_CSP);
    expect(writes).toEqual([]);
  });

  it('refuses a foreign Host on the app page too', async () => {
    const response = await host().request(`${ORIGIN}/`, { headers: { Host: 'rebind.attacker.example:5170' } });
    expect(response.status).toBe(421);
  });

  it('answers the loopback names on its own port and the names in ALLOWED_HOSTS', async () => {
    const app = host({ allowedHosts: [{ hostname: 'console.example.com', port: undefined }] });
    for (const name of [
      'localhost:5170',
      '127.0.0.1:5170',
      '[::1]:5170',
      'console.example.com',
      'CONSOLE.example.com:5170',
    ]) {
      const response = await app.request(`${ORIGIN}/console/v1/gates`, { headers: { Host: name } });
      expect(response.status, name).toBe(200);
    }
    expect((await app.request(`${ORIGIN}/console/v1/gates`, { headers: { Host: 'localhost:5171' } })).status).toBe(421);
  });
});

describe('the origin check on Console API writes', () => {
  it.each([
    ['from another site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.example' }],
    [
      'from another port of this machine (same-site)',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://127.0.0.1:8000' },
    ],
    ['that claims to be typed into the address bar', { 'Sec-Fetch-Site': 'none' }],
    ['with another Origin and no Sec-Fetch-Site', { Origin: 'http://127.0.0.1:8000' }],
    ['with an opaque Origin', { Origin: 'null' }],
  ])('refuses a POST %s with 403 and writes nothing', async (_, headers) => {
    const response = await host().request(GATE, post({ 'Content-Type': 'application/json', ...headers }));
    expect(response.status).toBe(403);
    const body = (await response.json()) as { status: number; message: string };
    expect(body).toEqual({
      status: 403,
      message: expect.stringMatching(/^Cross-origin requests are refused/) as unknown,
    });
    expect(response.headers.get('Connection')).toBe('close');
    expect(writes).toEqual([]);
  });

  it.each([
    ['the console itself', { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN }],
    ['a browser that sends only a matching Origin', { Origin: ORIGIN }],
    ['a client that is not a browser (curl, scripts)', {}],
  ])('lets a POST from %s through', async (_, headers) => {
    const response = await host().request(GATE, post({ 'Content-Type': 'application/json', ...headers }));
    expect(response.status).toBe(200);
    expect(writes).toEqual(['POST /console/v1/gates/new_checkout_flow']);
  });

  it('lets a cross-site read through to the embedded API, which needs the browser-held key anyway', async () => {
    const response = await host().request(GATE, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status).toBe(200);
  });
});

describe('JSON bodies only (415)', () => {
  it.each([
    ['text/plain, as a no-cors fetch sends it', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['no type at all', {}],
  ])('refuses a body sent as %s and writes nothing', async (_, headers) => {
    const response = await host().request(GATE, post(headers, new Blob([BODY])));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      status: 415,
      message: expect.stringContaining('application/json') as unknown,
    });
    expect(writes).toEqual([]);
  });

  it('takes JSON with a charset, and a POST with no body at all', async () => {
    expect((await host().request(GATE, post({ 'Content-Type': 'application/json; charset=utf-8' }))).status).toBe(200);
    expect((await host().request(`${GATE}/launch`, post({}, null))).status).toBe(200);
    expect(writes).toHaveLength(2);
  });
});

describe('upstream mode', () => {
  let upstream: Server;
  let upstreamUrl: string;
  let forwarded: string[] = [];

  beforeAll(async () => {
    const app = new Hono();
    app.all('*', (c) => {
      forwarded.push(`${c.req.method} ${c.req.path}`);
      return c.json({ message: 'ok', data: [] });
    });
    upstream = await new Promise<Server>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        resolve(server as Server);
      });
    });
    upstreamUrl = `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`;
  });
  afterAll(() => {
    upstream.closeAllConnections();
    upstream.close();
  });
  beforeEach(() => {
    forwarded = [];
  });

  const proxyHost = (apiKey?: string) =>
    createHostApp({
      proxy: { upstreamUrl, apiKey },
      distDir: '/nonexistent',
      status: STATUS,
      log: (line) => lines.push(line),
    });

  it('with the key held by the server, refuses even a cross-site read and forwards nothing', async () => {
    const app = proxyHost('server-held-key');
    const refused = await app.request(`${ORIGIN}/console/v1/gates`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Content-Security-Policy')).toBe(API_CSP);
    const write = await app.request(GATE, post({ 'Content-Type': 'application/json', Origin: 'http://evil.example' }));
    expect(write.status).toBe(403);
    expect(forwarded).toEqual([]);

    const own = await app.request(`${ORIGIN}/console/v1/gates`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Security-Policy')).toBe(API_CSP);
    expect(forwarded).toEqual(['GET /console/v1/gates']);
  });

  it('refuses a text/plain body with 415 and forwards nothing', async () => {
    const response = await proxyHost('server-held-key').request(GATE, post({ 'Content-Type': 'text/plain' }));
    expect(response.status).toBe(415);
    expect(forwarded).toEqual([]);
  });

  it('without a server-held key, lets a cross-site read through (the browser must bring the key)', async () => {
    const response = await proxyHost().request(`${ORIGIN}/console/v1/gates`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the request log', () => {
  it.each([
    ['/x%0D%0AFAKE%20LINE', '/x%0D%0AFAKE%20LINE'],
    ['/x%00y%0A', '/x%00y%0A'],
    ['/caf\u00e9\u2028', '/caf%C3%A9%E2%80%A8'],
  ])('writes %s as one line with the path percent-encoded', async (sent, logged) => {
    await host().request(`${ORIGIN}${sent}`);
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line.trimEnd().split(/[\r\n\u2028\u2029]/)).toHaveLength(1);
    expect(
      line
        .trimEnd()
        .split('')
        .filter((char) => char < ' ' || (char >= '\u007f' && char <= '\u009f')),
    ).toEqual([]);
    expect(JSON.parse(line)).toMatchObject({ method: 'GET', path: logged, status: 503 });
  });
});
