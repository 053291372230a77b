// Test-only: an upstream that answers with exactly the bytes a test scripts, however wrong, so the proxy can be
// tried against answers no well-behaved HTTP server library would send.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** What the upstream does once it has read a request's head: write bytes, wait, close, or nothing at all. */
export type RawScript = (socket: Socket) => void | Promise<void>;

export interface RawUpstream {
  origin: string;
  /** The request heads received, in order: method, path and lower-cased header names and values. */
  received: { method: string; path: string; headers: Record<string, string> }[];
  close: () => Promise<void>;
}

/** A whole answer: status line, headers and body, closing the connection after it. */
export function rawAnswer(statusLine: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${statusLine}\r\n${lines}\r\n${body}`;
}

/** Writes `text` and ends the connection. */
export const writes =
  (text: string): RawScript =>
  (socket) => {
    socket.end(text);
  };

/** Starts an upstream that runs `scripts[path]` for each request (404 JSON for any other path). */
export async function startRawUpstream(scripts: Readonly<Record<string, RawScript>>): Promise<RawUpstream> {
  const received: RawUpstream['received'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      const [requestLine = '', ...headerLines] = head.slice(0, end).split('\r\n');
      const [method = '', path = ''] = requestLine.split(' ');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      received.push({ method, path, headers });
      const script =
        scripts[path] ?? writes(rawAnswer('404 Not Found', { 'Content-Type': 'application/json' }, '{"status":404}'));
      void script(socket);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
