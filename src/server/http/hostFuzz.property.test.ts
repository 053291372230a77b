// Property-based robustness over real HTTP: raw request targets no URL class would build, sent on a socket
// to the host as `npm start` runs it. Whatever arrives, the answer is below 500, the API answers JSON, nothing from
// outside the built app or the key leaks, and the server keeps answering.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER } from '../../contract/paths';
import { TEST_API_KEY, testApi } from '../api/testing/testApp';
import { createNodeServer } from './nodeServer';
import { createHostApp } from './server';

const RUNS = 150;
/** A file beside the built app: no request may read it. */
const OUTSIDE_SECRET = 'outside-the-dist-folder-7f3a';

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
  /** False when an answer lacks the security headers the host puts on every answer. */
  reachedHost: boolean;
}

let root: string;
let server: Server;
let port: number;

/** Sends `request` as written on a fresh connection and reads the answer until the host closes it. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? NaN);
      const contentType = /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1];
      // The host sends its security headers on every answer, those Node makes itself included.
      resolve({ status, contentType, body, reachedHost: /\r\ncontent-security-policy:/i.test(head) });
    });
  });
}

function rawRequest(method: string, target: string, body: string): string {
  return (
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n${API_KEY_HEADER}: ${TEST_API_KEY}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** Raw path text: printable ASCII (what a request line may carry), with the characters that break path handling. */
const rawSegment = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 30 }),
  fc.constantFrom(
    '..',
    '%',
    '%ZZ',
    '%00',
    '%2e%2e',
    '..%2f..%2f',
    '%C0%AE',
    '%E0%A4%A',
    '\\..\\',
    '//',
    ';',
    '?',
    '#',
    'secret.txt',
  ),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map((text) => encodeURIComponent(text)),
  fc.constant('a'.repeat(6_000)),
);

const requestTarget = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/console/v1/',
      '/console/v1/gates/',
      '/console/v1/events/',
      '/assets/',
      '/gatehouse/',
      '/gates/',
    ),
    fc.array(rawSegment, { minLength: 1, maxLength: 4 }),
  )
  .map(([prefix, segments]) => `${prefix}${segments.join('/')}`);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'gatehouse-host-fuzz-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Gatehouse</title><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'export {};');
  writeFileSync(path.join(root, 'secret.txt'), OUTSIDE_SECRET);
  const app = createHostApp({
    api: testApi().app,
    distDir,
    status: { mode: 'embedded', serverHoldsKey: false, apiKeyLocation: 'data/api-key' },
    log: () => undefined,
  });
  server = createNodeServer(app.fetch);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the host under raw requests', () => {
  it('answers any method and raw target below 500, the API in JSON, with nothing from outside the app or the key', async () => {
    let reachedHost = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        requestTarget,
        fc.oneof(
          fc.constant(''),
          fc.string({ maxLength: 50 }),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        async (method, target, body) => {
          const answer = await sendRaw(rawRequest(method, target, body));
          expect(answer.status).toBeLessThan(500);
          expect(answer.body).not.toContain(OUTSIDE_SECRET);
          expect(answer.body).not.toContain(TEST_API_KEY);
          if (!answer.reachedHost) return;
          reachedHost += 1;
          // The host routes on the path as WHATWG URL reads it (dot segments resolved, `%2e%2e` included).
          const { pathname } = new URL(`http://host${target}`);
          const apiSpace = /^\/(console|gatehouse)(\/|$)/.test(pathname);
          if (apiSpace && method !== 'HEAD') expect(answer.contentType).toContain('application/json');
        },
      ),
      { numRuns: RUNS },
    );
    // The property says little if the parser turned most requests away before the host saw them.
    expect(reachedHost).toBeGreaterThan(RUNS * 0.8);
    const after = await sendRaw(rawRequest('GET', '/console/v1/layers', ''));
    expect(after.status).toBe(200);
  });
});
