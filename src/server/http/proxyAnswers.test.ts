// Only JSON reaches the browser, redirects are not passed on, and the key the proxy
// sends upstream never comes back in a body, a header or a log line.
import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProxy, type ProxyOptions } from './proxy';
import { rawAnswer, startRawUpstream, writes, type RawUpstream } from './rawUpstream';

const KEY = 'server-key/with+signs 0003';
const ENCODED_KEY = encodeURIComponent(KEY);
const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

let upstream: RawUpstream;
let logLines: string[] = [];
/** Lets the streamed answer finish once the test has read its first part. */
let releaseStream: () => void = () => undefined;
const streamReleased = new Promise<void>((resolve) => {
  releaseStream = resolve;
});

/** A chunked answer whose chunks are written apart, so the proxy reads them as separate pieces. */
function chunkedAnswer(statusLine: string, chunks: string[]) {
  return async (socket: Socket) => {
    socket.write(
      `HTTP/1.1 ${statusLine}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    );
    for (const chunk of chunks) {
      socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.end('0\r\n\r\n');
  };
}

beforeAll(async () => {
  const echo = JSON.stringify({ status: 401, message: `Invalid SERVICE-API-KEY: ${KEY}` });
  const gzipped = gzipSync(Buffer.from(echo));
  upstream = await startRawUpstream({
    '/console/v1/html': writes(
      rawAnswer(
        '500 Internal Server Error',
        { 'Content-Type': 'text/html' },
        '<script>document.title="owned"</script>',
      ),
    ),
    '/console/v1/script': writes(rawAnswer('200 OK', { 'Content-Type': 'text/javascript' }, 'alert(1)')),
    '/console/v1/untyped': writes(rawAnswer('200 OK', {}, '{"looks":"like json"}')),
    '/console/v1/problem': writes(
      rawAnswer('400 Bad Request', { 'Content-Type': 'application/problem+json' }, '{"title":"bad"}'),
    ),
    '/console/v1/away': writes(
      rawAnswer(
        '302 Found',
        { Location: 'http://127.0.0.1:1/login?key=k', 'Content-Type': 'text/html' },
        '<a>moved</a>',
      ),
    ),
    '/console/v1/here': writes(rawAnswer('307 Temporary Redirect', { Location: '/elsewhere' }, '')),
    '/console/v1/nowhere': writes(rawAnswer('301 Moved Permanently', {}, '')),
    '/console/v1/unchanged': writes(rawAnswer('304 Not Modified', { 'Cache-Control': 'private' })),
    '/console/v1/empty': writes(rawAnswer('204 No Content', { 'Content-Type': 'text/html' })),
    '/console/v1/echo': writes(rawAnswer('401 Unauthorized', JSON_TYPE, echo)),
    '/console/v1/echo-split': chunkedAnswer('401 Unauthorized', [
      `{"message":"Invalid key: ${KEY.slice(0, 9)}`,
      KEY.slice(9, 14),
      `${KEY.slice(14)}"}`,
    ]),
    '/console/v1/echo-encoded': writes(
      rawAnswer('200 OK', JSON_TYPE, JSON.stringify({ nextPage: `/console/v1/gates?key=${ENCODED_KEY}` })),
    ),
    '/console/v1/echo-header': writes(
      rawAnswer(
        '429 Too Many Requests',
        { ...JSON_TYPE, 'Retry-After': `1; key=${KEY}`, 'Set-Cookie': `key=${KEY}` },
        '{"status":429}',
      ),
    ),
    '/console/v1/echo-gzip': (socket) => {
      const head = 'HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n';
      socket.end(
        Buffer.concat([
          Buffer.from(`${head}Content-Length: ${String(gzipped.length)}\r\nConnection: close\r\n\r\n`),
          gzipped,
        ]),
      );
    },
    '/console/v1/keytype': writes(rawAnswer('200 OK', { 'Content-Type': `text/x-${KEY}` }, 'x')),
    '/console/v1/zstd': writes(rawAnswer('200 OK', { ...JSON_TYPE, 'Content-Encoding': 'zstd' }, 'xx')),
    '/console/v1/accepted': writes(rawAnswer('202 Accepted', { 'Content-Type': 'text/plain' })),
    '/console/v1/streamed': async (socket) => {
      socket.write(
        'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      );
      socket.write(`${(40).toString(16)}\r\n${'{"data":['.padEnd(40, ' ')}\r\n`);
      await streamReleased;
      socket.end('2\r\n]}\r\n0\r\n\r\n');
    },
    '/console/v1/cookie': writes(
      rawAnswer('200 OK', { ...JSON_TYPE, 'Set-Cookie': 'session=upstream; Path=/' }, '{"ok":true}'),
    ),
  });
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(() => {
  logLines = [];
});

function proxy(options: Partial<ProxyOptions> = {}) {
  const handle = createProxy({
    upstreamUrl: upstream.origin,
    apiKey: KEY,
    log: (line) => logLines.push(line),
    ...options,
  });
  return (path: string, init?: RequestInit) => handle(new Request(`http://console.local${path}`, init));
}

async function messageOf(response: Response): Promise<string> {
  expect(response.headers.get('Content-Type')).toContain('application/json');
  const body = (await response.json()) as { status: number; message: string };
  expect(body.status).toBe(response.status);
  return body.message;
}

describe('only JSON answers pass', () => {
  it('turns an HTML error page into a 502 naming its status and type, with none of the page', async () => {
    const response = await proxy()('/console/v1/html');
    expect(response.status).toBe(502);
    expect(await messageOf(response)).toBe('The upstream answered 500 with text/html instead of JSON');
  });

  it('refuses a script and an answer without a content type', async () => {
    expect(await messageOf(await proxy()('/console/v1/script'))).toBe(
      'The upstream answered 200 with text/javascript instead of JSON',
    );
    expect(await messageOf(await proxy()('/console/v1/untyped'))).toBe(
      'The upstream answered 200 with no content type instead of JSON',
    );
  });

  it('passes JSON with a charset and +json types', async () => {
    const response = await proxy()('/console/v1/problem');
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toEqual({ title: 'bad' });
  });

  it('passes bodiless answers without claiming a type', async () => {
    const unchanged = await proxy()('/console/v1/unchanged');
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('Cache-Control')).toBe('private');
    const empty = await proxy()('/console/v1/empty');
    expect(empty.status).toBe(204);
    expect(empty.headers.get('Content-Type')).toBeNull();
    const accepted = await proxy()('/console/v1/accepted');
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('Content-Type')).toBeNull();
    expect(await accepted.text()).toBe('');
  });

  it('streams a JSON answer: the browser gets its start before the upstream has sent the end', async () => {
    const response = await proxy()('/console/v1/streamed');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value ?? []).toString()).toContain('{"data":[');
    releaseStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += Buffer.from(chunk.value).toString();
    expect(rest.trimStart()).toBe(']}');
  });
});

describe('redirects', () => {
  it("turns a redirect into a 502 naming only the target's origin", async () => {
    const response = await proxy()('/console/v1/away');
    expect(response.status).toBe(502);
    expect(response.headers.get('Location')).toBeNull();
    expect(await messageOf(response)).toBe(
      'The upstream redirected to http://127.0.0.1:1; Gatehouse does not follow redirects',
    );
  });

  it('names the upstream itself for a relative redirect, and says so when there is no target', async () => {
    expect(await messageOf(await proxy()('/console/v1/here'))).toBe(
      `The upstream redirected to ${upstream.origin}; Gatehouse does not follow redirects`,
    );
    expect(await messageOf(await proxy()('/console/v1/nowhere'))).toBe(
      'The upstream answered 301, a redirect; Gatehouse does not follow redirects',
    );
  });
});

describe('the key the proxy holds never comes back', () => {
  it('redacts a 401 that echoes the key', async () => {
    const response = await proxy()('/console/v1/echo');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, message: 'Invalid SERVICE-API-KEY: [redacted]' });
  });

  it('redacts the key when the upstream sends it split across chunks', async () => {
    const text = await (await proxy()('/console/v1/echo-split')).text();
    expect(text).toBe('{"message":"Invalid key: [redacted]"}');
  });

  it('redacts the key percent-encoded in a link', async () => {
    const text = await (await proxy()('/console/v1/echo-encoded')).text();
    expect(text).not.toContain(ENCODED_KEY);
    expect(JSON.parse(text)).toEqual({ nextPage: '/console/v1/gates?key=[redacted]' });
  });

  it('redacts the key from passed headers and never passes Set-Cookie', async () => {
    const response = await proxy()('/console/v1/echo-header');
    expect(response.headers.get('Retry-After')).toBe('1; key=[redacted]');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const cookie = await proxy()('/console/v1/cookie');
    expect(cookie.status).toBe(200);
    expect(cookie.headers.get('Set-Cookie')).toBeNull();
  });

  it('decodes a compressed answer to redact it, and refuses an encoding it cannot read', async () => {
    const response = await proxy()('/console/v1/echo-gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual({ status: 401, message: 'Invalid SERVICE-API-KEY: [redacted]' });
    const zstd = await proxy()('/console/v1/zstd');
    expect(zstd.status).toBe(502);
    expect(await messageOf(zstd)).toBe('The upstream answered 200 in an encoding Gatehouse cannot read (zstd)');
  });

  it("redacts the browser's key too when the server holds none", async () => {
    const response = await proxy({ apiKey: undefined })('/console/v1/echo', { headers: { 'SERVICE-API-KEY': KEY } });
    expect(await response.text()).not.toContain(KEY);
  });

  it('keeps the key out of the messages it makes and every log line', async () => {
    const response = await proxy()('/console/v1/keytype');
    expect(await messageOf(response)).toBe('The upstream answered 200 with text/x-[redacted] instead of JSON');
    expect(logLines).toEqual([
      `Upstream ${upstream.origin}: The upstream answered 200 with text/x-[redacted] instead of JSON`,
    ]);
  });

  it('asks the upstream for an uncompressed answer', async () => {
    await proxy()('/console/v1/problem');
    expect(upstream.received.at(-1)?.headers['accept-encoding']).toBe('identity');
  });
});
