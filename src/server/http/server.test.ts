import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostApp } from './server';
import type { HostStatus } from './server';

const INDEX_HTML = '<!doctype html><title>Gatehouse</title><div id="root"></div>';
const STATUS: HostStatus = { mode: 'embedded', serverHoldsKey: false, apiKeyLocation: 'data/api-key' };
const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
// Large enough to be worth compressing (the host leaves files under 1 KB and API answers under 10 KB alone).
const VENDOR_JS = Array.from(
  { length: 200 },
  (_, i) => `export const value${String(i)} = "${'x'.repeat(i % 13)}";`,
).join('\n');
const MANY_LAYERS = {
  message: 'Layers listed successfully',
  data: Array.from({ length: 1000 }, (_, i) => ({ id: `layer_${String(i)}` })),
};

let distDir: string;
const logLines: string[] = [];

/** Stands in for createApiApp: routes carry the full path and unknown paths answer 404 JSON. */
function stubApi(): Hono {
  const api = new Hono();
  api.get('/console/v1/gates', (c) => c.json({ message: 'Gates listed successfully', data: [] }));
  api.get('/console/v1/layers', (c) => c.json(MANY_LAYERS));
  api.notFound((c) => c.json({ status: 404, message: 'No such path' }, 404));
  return api;
}

function host(dir = distDir) {
  return createHostApp({ api: stubApi(), distDir: dir, status: STATUS, log: (line) => logLines.push(line) });
}

const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";
const API_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

function expectSecurityHeaders(response: Response, csp = PAGE_CSP) {
  expect(response.headers.get('Content-Security-Policy')).toBe(csp);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
}

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'assets', 'index-B7x9Qz2a.js'), 'console.log("app");');
  writeFileSync(path.join(distDir, 'assets', 'index-C3v1Lm0p.css'), 'body{margin:0}');
  writeFileSync(path.join(distDir, 'assets', 'vendor-Q1w2E3r4.js'), VENDOR_JS);
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('the host app', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await host().request('/', { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
    expectSecurityHeaders(response);
  });

  it('falls back to index.html for a client-side route the browser navigates to', async () => {
    const response = await host().request('/gates/new_checkout_flow/history?compare=3', { headers: HTML });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year with their content type and the security headers', async () => {
    const script = await host().request('/assets/index-B7x9Qz2a.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(script);
    const style = await host().request('/assets/index-C3v1Lm0p.css');
    expect(style.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it('makes browsers revalidate files that are not hashed', async () => {
    const response = await host().request('/favicon.svg');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await host().request('/assets/index-B7x9Qz2a.js');
    const etag = first.headers.get('ETag') ?? '';
    const second = await host().request('/assets/index-B7x9Qz2a.js', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers 404 instead of index.html for a missing asset', async () => {
    const response = await host().request('/assets/missing-D0e5Fg7h.js', { headers: { Accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it('never serves files outside the dist folder', async () => {
    const response = await host().request('/..%2f..%2fetc%2fpasswd', { headers: { Accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it('hands /console/v1 requests to the API app, with the security headers and a CSP that allows nothing', async () => {
    const response = await host().request('/console/v1/gates', { headers: HTML });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Gates listed successfully', data: [] });
    expectSecurityHeaders(response, API_CSP);
  });

  it('passes the API app 404 JSON for an unknown /console/v1 path instead of the app page', async () => {
    const response = await host().request('/console/v1/no_such_thing', { headers: HTML });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'No such path' });
    expectSecurityHeaders(response, API_CSP);
  });

  it('reports its mode and where the key is, never the key', async () => {
    const response = await host().request('/gatehouse/status');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual(STATUS);
  });

  it.each(['/console', '/console/', '/console/v2/gates', '/console/v1beta/layers'])(
    'answers %s, beside the Console API, with 404 JSON that names where the API is',
    async (address) => {
      const response = await host().request(address, { headers: HTML });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(((await response.json()) as { message: string }).message).toContain('/console/v1');
    },
  );

  it('answers 404 JSON, not the app page, for an unknown /gatehouse path', async () => {
    const response = await host().request('/gatehouse/other', { headers: HTML });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });

  it('says to run npm run build when the app is not built', async () => {
    const missing = path.join(distDir, 'not-built');
    const page = await host(missing).request('/', { headers: HTML });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('run npm run build');
    expectSecurityHeaders(page);
    const script = await host(missing).request('/assets/index-B7x9Qz2a.js');
    expect(script.status).toBe(503);
    expect(await script.json()).toMatchObject({
      status: 503,
      message: expect.stringContaining('npm run build') as unknown,
    });
  });

  it('logs one line per request with method, path, status and time, without the query or headers', async () => {
    logLines.length = 0;
    await host().request('/console/v1/gates?search=secret-term', { headers: { 'SERVICE-API-KEY': 'key-123' } });
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0] ?? '')).toEqual({
      level: 30,
      time: expect.any(Number) as unknown,
      method: 'GET',
      path: '/console/v1/gates',
      status: 200,
      ms: expect.any(Number) as unknown,
    });
    expect(logLines.join('\n')).not.toContain('key-123');
    expect(logLines.join('\n')).not.toContain('secret-term');
  });

  it('answers 500 "Internal error" when the API app throws, and logs the cause', async () => {
    logLines.length = 0;
    const broken = createHostApp({
      api: { fetch: () => Promise.reject(new Error('disk full')) },
      distDir,
      status: STATUS,
      log: (line) => logLines.push(line),
    });
    const response = await broken.request('/console/v1/gates');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, message: 'Internal error' });
    expectSecurityHeaders(response, API_CSP);
    expect(logLines.join('\n')).toContain('disk full');
  });
});

describe('compression', () => {
  const VENDOR = '/assets/vendor-Q1w2E3r4.js';
  const vendorBytes = () => readFileSync(path.join(distDir, 'assets', 'vendor-Q1w2E3r4.js'));

  it('sends a script gzip-encoded to a browser that accepts gzip, and it decodes to the file', async () => {
    const response = await host().request(VENDOR, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(vendorBytes().length);
    expect(gunzipSync(body).equals(vendorBytes())).toBe(true);
  });

  it('prefers brotli when the browser offers it, and sends plain bytes to one that offers nothing', async () => {
    const brotli = await host().request(VENDOR, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).equals(vendorBytes())).toBe(true);

    const plain = await host().request(VENDOR, { headers: { 'Accept-Encoding': 'identity, br;q=0' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(VENDOR_JS);
    expect(plain.headers.get('ETag')).not.toBe(brotli.headers.get('ETag'));
  });

  it('answers 304 for the compressed copy the browser already has, and 200 when it asks for another encoding', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const etag = (await host().request(VENDOR, { headers: gzip })).headers.get('ETag') ?? '';
    const again = await host().request(VENDOR, { headers: { ...gzip, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await host().request(VENDOR, { headers: { 'If-None-Match': etag } });
    expect(plain.status).toBe(200);
  });

  it('compresses large embedded API JSON and leaves small answers and files as they are', async () => {
    const layers = await host().request('/console/v1/layers', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(layers.headers.get('Content-Encoding')).toBe('gzip');
    expect(layers.headers.get('Vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await layers.arrayBuffer())).toString('utf8'))).toEqual(MANY_LAYERS);
    expectSecurityHeaders(layers, API_CSP);

    // Under about one TCP congestion window, compressing an answer on every request saves no round trip.
    const gates = await host().request('/console/v1/gates', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gates.headers.get('Content-Encoding')).toBeNull();
    expect(await gates.json()).toEqual({ message: 'Gates listed successfully', data: [] });

    const small = await host().request('/assets/index-B7x9Qz2a.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('console.log("app");');
  });
});

describe('the host app behind the Node HTTP adapter', () => {
  it('keeps the security headers on files, the app page and API answers', async () => {
    const app = host();
    const server = await new Promise<Server>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        resolve(listening as Server);
      });
    });
    const { port } = server.address() as AddressInfo;
    try {
      for (const pathname of [
        '/',
        '/gates/a_gate',
        '/assets/index-B7x9Qz2a.js',
        '/console/v1/gates',
        '/gatehouse/status',
      ]) {
        const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: HTML });
        expect(response.status, pathname).toBe(200);
        expectSecurityHeaders(response, pathname.startsWith('/console/') ? API_CSP : PAGE_CSP);
      }
      const script = await fetch(`http://127.0.0.1:${port}/assets/index-B7x9Qz2a.js`);
      expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(await script.text()).toBe('console.log("app");');
      // Through a real socket too: fetch asks for compression and decodes it, so the bytes arrive intact.
      const vendor = await fetch(`http://127.0.0.1:${port}/assets/vendor-Q1w2E3r4.js`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(vendor.headers.get('Content-Encoding')).toBe('br');
      expect(await vendor.text()).toBe(VENDOR_JS);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
