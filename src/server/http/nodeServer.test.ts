import { Agent, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../contract/limits';
import { createApiApp } from '../api/app';
import { openDatabase } from '../store/db';
import { createNodeServer, SERVER_LIMITS } from './nodeServer';
import type { ServerLimits } from './nodeServer';
import { createHostApp } from './server';

// The host behind a real socket: what Node itself answers, timeouts, the connection cap.
const KEY = 'node-server-test-key';
const API_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

let server: Server | undefined;
let lines: string[] = [];
const sockets: Socket[] = [];

async function listen(limits: Partial<ServerLimits> = {}): Promise<number> {
  const api = createApiApp({ db: openDatabase(':memory:'), apiKey: KEY });
  const app = createHostApp({
    api,
    distDir: '/nonexistent',
    status: { mode: 'embedded', serverHoldsKey: false, apiKeyLocation: null },
    log: (line) => lines.push(line),
  });
  const started = createNodeServer(app.fetch, { ...SERVER_LIMITS, ...limits });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return (started.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server !== undefined) {
    const closing = server;
    closing.closeAllConnections();
    await new Promise((resolve) => closing.close(resolve));
  }
  server = undefined;
  lines = [];
  vi.restoreAllMocks();
});

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      resolve(socket);
    });
    sockets.push(socket);
    socket.on('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes the connection (or `ms` pass). */
function readUntilClosed(socket: Socket, ms = 5_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => {
      resolve({ text, closed: false });
    }, ms);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('error', () => undefined);
  });
}

async function exchange(port: number, request: string): Promise<{ text: string; closed: boolean }> {
  const socket = await open(port);
  const reply = readUntilClosed(socket);
  socket.write(request);
  return reply;
}

function parse(text: string): { status: number; headers: Map<string, string>; body: string } {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectJsonErrorAnswer(text: string, status: number) {
  const answer = parse(text);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(answer.headers.get('content-security-policy')).toBe(API_CSP);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('connection')).toBe('close');
  expect(JSON.parse(answer.body)).toEqual({ status, message: expect.any(String) as unknown });
}

describe('answers Node makes itself', () => {
  it('431 for headers over the limit, as JSON with the security headers', async () => {
    const port = await listen();
    const reply = await exchange(
      port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectJsonErrorAnswer(reply.text, 431);
    expect(reply.closed).toBe(true);
  });

  it('400 for a malformed request line', async () => {
    const port = await listen();
    expectJsonErrorAnswer((await exchange(port, 'NOT HTTP AT ALL\r\n\r\n')).text, 400);
  });

  it.each([
    [
      'a backslash in the path',
      (port: number) => `GET /console\\v1/gates HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n\r\n`,
    ],
    ['a Host that is not a host name', () => 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['no Host at all', () => 'GET / HTTP/1.1\r\n\r\n'],
  ])('400 for %s', async (_, request) => {
    const port = await listen();
    expectJsonErrorAnswer((await exchange(port, request(port))).text, 400);
  });

  it('417 for an expectation other than 100-continue', async () => {
    const port = await listen();
    const reply = await exchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nExpect: the-moon\r\n\r\n`);
    expectJsonErrorAnswer(reply.text, 417);
  });
});

describe('timeouts and the connection cap', () => {
  const quick = { headersTimeoutMs: 300, requestTimeoutMs: 1_000, checkIntervalMs: 100 };

  it('answers 408 and closes a connection that sends nothing within the header timeout', async () => {
    const port = await listen(quick);
    const reply = await readUntilClosed(await open(port), 3_000);
    expect(reply.closed).toBe(true);
    expectJsonErrorAnswer(reply.text, 408);
  });

  it('after an idle-connection flood above the cap, answers a normal request at once and holds no more than the cap', async () => {
    const port = await listen({ maxConnections: 50 });
    const flood = await Promise.all(Array.from({ length: 150 }, () => open(port).catch(() => undefined)));
    expect(flood.length).toBe(150);
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${String(port)}/gatehouse/status`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    const open_ = await new Promise<number>((resolve, reject) => {
      server?.getConnections((error, count) => {
        if (error === null) resolve(count);
        else reject(error);
      });
    });
    expect(open_).toBeLessThanOrEqual(50);
  });

  it('closes a kept-alive connection once it has been idle for the keep-alive timeout', async () => {
    const port = await listen({ keepAliveTimeoutMs: 200 });
    const socket = await open(port);
    const reply = readUntilClosed(socket, 3_000);
    socket.write(`GET /gatehouse/status HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n\r\n`);
    const { text, closed } = await reply;
    expect(parse(text).status).toBe(200);
    expect(closed).toBe(true);
  });
});

describe('bodies on the wire', () => {
  const post = (port: number, length: number, body: string) =>
    `POST /console/v1/gates/a_gate HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nSERVICE-API-KEY: ${KEY}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${String(length)}\r\n\r\n${body}`;

  it('answers 413 for a body over the limit with Connection: close, and closes the connection', async () => {
    const port = await listen();
    const socket = await open(port);
    const reply = readUntilClosed(socket);
    socket.write(post(port, MAX_BODY_BYTES + 10, '{"description":"'));
    socket.write('x'.repeat(64 * 1024));
    const { text, closed } = await reply;
    const answer = parse(text);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(closed).toBe(true);
  });

  it('after an early answer to an oversized or unauthorised body, 50 parallel requests on the same kept-alive pool all succeed', async () => {
    const port = await listen();
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (incoming) => {
          incoming.resume();
          incoming.on('end', () => {
            resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection });
          });
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    const json = { 'Content-Type': 'application/json' };
    try {
      // Warm the pool so the early answers land on sockets the agent would otherwise reuse.
      await Promise.all(
        Array.from({ length: 10 }, () => send('GET', '/console/v1/layers', { 'SERVICE-API-KEY': KEY })),
      );
      const big = `{"description":"${'x'.repeat(MAX_BODY_BYTES)}"}`;
      const tooLarge = await send('POST', '/console/v1/gates/a_gate', { ...json, 'SERVICE-API-KEY': KEY }, big);
      expect(tooLarge).toEqual({ status: 413, connection: 'close' });
      const unauthorised = await send('POST', '/console/v1/gates/a_gate', json, big.slice(0, 512 * 1024));
      expect(unauthorised).toEqual({ status: 401, connection: 'close' });
      const after = await Promise.all(
        Array.from({ length: 50 }, () => send('GET', '/console/v1/layers', { 'SERVICE-API-KEY': KEY })),
      );
      expect(after.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    } finally {
      agent.destroy();
    }
  });

  it('logs a client that disconnects mid-upload as an abort, not as an internal error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = await listen();
    const socket = await open(port);
    socket.write(post(port, 1_000, '{"name":'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await vi.waitFor(() => {
      expect(lines.length).toBeGreaterThan(0);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toEqual([
      expect.objectContaining({ method: 'POST', path: '/console/v1/gates/a_gate', status: 499, aborted: true }),
    ]);
    expect(errors).not.toHaveBeenCalled();
  });
});
