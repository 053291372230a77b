// Every proxied request settles with a JSON answer, whatever the upstream does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProxy, type ProxyOptions } from './proxy';
import { rawAnswer, startRawUpstream, writes, type RawUpstream } from './rawUpstream';

let upstream: RawUpstream;
let logLines: string[] = [];
const JSON_TYPE = { 'Content-Type': 'application/json' };

beforeAll(async () => {
  upstream = await startRawUpstream({
    '/console/v1/upgrade': writes(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    ),
    '/console/v1/status600': writes(rawAnswer('600 Beyond', JSON_TYPE, '{}')),
    '/console/v1/status999': writes(rawAnswer('999 Beyond', JSON_TYPE, '{}')),
    '/console/v1/status1000': writes(rawAnswer('1000 Beyond', JSON_TYPE, '{}')),
    '/console/v1/status099': writes(rawAnswer('099 Below', JSON_TYPE, '{}')),
    '/console/v1/hangup': (socket) => {
      socket.destroy();
    },
    '/console/v1/processing': (socket) => {
      socket.write('HTTP/1.1 102 Processing\r\n\r\n');
    },
    '/console/v1/hints': writes(
      `HTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\n${rawAnswer('200 OK', JSON_TYPE, '{"ok":true}')}`,
    ),
    '/console/v1/stall': () => undefined,
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
    apiKey: 'server-key-settles',
    log: (line) => logLines.push(line),
    ...options,
  });
  return (path: string) => handle(new Request(`http://console.local${path}`));
}

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  expect(response.headers.get('Content-Type')).toContain('application/json');
  return (await response.json()) as { status: number; message: string };
}

describe('a proxied request always settles', () => {
  it('answers 502 at once when the upstream switches protocols (101), rather than hanging', async () => {
    const started = Date.now();
    const response = await proxy({ totalTimeoutMs: 5_000 })('/console/v1/upgrade');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe(
      `The upstream at ${upstream.origin} answered 101 (switching protocols); Gatehouse does not follow it`,
    );
  });

  it.each(['600', '999', '099'])(
    'answers 502 naming an invalid status when the upstream answers %s',
    async (status) => {
      const response = await proxy()(`/console/v1/status${status}`);
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toEqual({
        status: 502,
        message: `The upstream at ${upstream.origin} answered with an invalid status (${String(Number(status))})`,
      });
    },
  );

  it("answers 502 naming an invalid status when Node's parser rejects the status line", async () => {
    const response = await proxy()('/console/v1/status1000');
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe(
      `The upstream at ${upstream.origin} answered with an invalid status`,
    );
  });

  it('answers 502 when the upstream closes the connection without an answer', async () => {
    const response = await proxy()('/console/v1/hangup');
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe(
      `The upstream at ${upstream.origin} closed the connection without an answer`,
    );
  });

  it('answers 504 when the total time runs out after an informational answer and nothing else', async () => {
    const started = Date.now();
    const response = await proxy({ totalTimeoutMs: 300 })('/console/v1/processing');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(504);
    expect(await errorOf(response)).toEqual({ status: 504, message: 'The upstream did not answer in time' });
  });

  it('answers 504 when the upstream reads the request and never answers', async () => {
    const response = await proxy({ totalTimeoutMs: 300 })('/console/v1/stall');
    expect(response.status).toBe(504);
    expect(logLines).toContain(`Upstream ${upstream.origin}: The upstream did not answer in time`);
  });

  it('passes the final answer that follows an informational one', async () => {
    const response = await proxy()('/console/v1/hints');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
