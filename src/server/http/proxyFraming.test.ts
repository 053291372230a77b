// The proxy never announces a body it does not send, so a keep-alive connection to the
// upstream stays in step with its requests.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProxy } from './proxy';

interface Seen {
  method: string;
  path: string;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
  body: string;
  /** Which upstream connection carried it: 1 for the first one opened, and so on. */
  connection: number;
}

let upstream: Server;
let upstreamOrigin: string;
let seen: Seen[] = [];
let badRequests = 0;

beforeAll(async () => {
  let connections = 0;
  const connectionOf = new WeakMap<object, number>();
  upstream = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentLength: request.headers['content-length'],
        transferEncoding: request.headers['transfer-encoding'],
        body,
        connection: connectionOf.get(request.socket) ?? 0,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ path: request.url }));
    });
  });
  upstream.on('connection', (socket) => connectionOf.set(socket, (connections += 1)));
  upstream.on('clientError', (_error, socket: Socket) => {
    badRequests += 1;
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`;
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
  badRequests = 0;
});

const handle = () => createProxy({ upstreamUrl: upstreamOrigin, apiKey: 'server-key-framing', log: () => undefined });

describe('request framing towards the upstream', () => {
  it('sends a GET that announced a body without Content-Length, and the next request on the connection works', async () => {
    const proxy = handle();
    // What Node's server hands the proxy for `GET` with `Content-Length: 5`: the header, and no body.
    const first = await proxy(
      new Request('http://console.local/console/v1/gates', {
        headers: { 'Content-Length': '5', 'Content-Type': 'application/json' },
      }),
    );
    expect(first.status).toBe(200);
    const second = await proxy(new Request('http://console.local/console/v1/layers'));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ path: '/console/v1/layers' });
    expect(badRequests).toBe(0);
    expect(
      seen.map(({ method, path, contentLength, transferEncoding }) => ({
        method,
        path,
        contentLength,
        transferEncoding,
      })),
    ).toEqual([
      { method: 'GET', path: '/console/v1/gates', contentLength: undefined, transferEncoding: undefined },
      { method: 'GET', path: '/console/v1/layers', contentLength: undefined, transferEncoding: undefined },
    ]);
    // Both went over one keep-alive connection, which is what a forged Content-Length would have desynchronised.
    expect(seen[1]?.connection).toBe(seen[0]?.connection);
  });

  it('forwards a POST body with a Content-Length that matches it', async () => {
    const body = JSON.stringify({ isEnabled: false });
    const response = await handle()(
      new Request('http://console.local/console/v1/gates/a_gate', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      }),
    );
    expect(response.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', body, contentLength: String(body.length) });
  });

  describe('through a listening proxy', () => {
    let host: ServerType;
    let hostPort = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        host = serve({ fetch: handle(), port: 0, hostname: '127.0.0.1' }, (info) => {
          hostPort = info.port;
          resolve();
        });
      });
    });
    afterAll(async () => {
      await new Promise<void>((resolve) =>
        host.close(() => {
          resolve();
        }),
      );
    });

    it('drops the body of a browser GET and answers the next request on the same browser connection', async () => {
      const answers = await rawExchange(
        hostPort,
        'GET /console/v1/gates HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello' +
          'GET /console/v1/layers HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      );
      expect(answers.match(/^HTTP\/1\.1 200/gm)).toHaveLength(2);
      expect(answers).toContain('{"path":"/console/v1/layers"}');
      expect(badRequests).toBe(0);
      expect(seen.map((request) => [request.path, request.contentLength, request.body])).toEqual([
        ['/console/v1/gates', undefined, ''],
        ['/console/v1/layers', undefined, ''],
      ]);
    });
  });
});

/** Writes raw bytes to the host and collects everything it answers until it closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answers = '';
    socket.on('data', (chunk: Buffer) => (answers += chunk.toString()));
    socket.on('end', () => {
      resolve(answers);
    });
    socket.on('error', reject);
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve(answers);
    });
  });
}
