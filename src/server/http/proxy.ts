import type { ClientRequest, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_KEY_HEADER } from '../../contract/paths';
import { errorResponse } from './errorResponse';
import type { Logger } from './requestLog';

/** Upstream mode: where `/console/v1/*` goes and how long to wait for it. */
export interface ProxyOptions {
  /** http(s) base URL of the upstream service, as checked by readConfig. */
  upstreamUrl: string;
  /** When set, the server sends this key and drops whatever key the browser sent. */
  apiKey?: string;
  connectTimeoutMs?: number;
  /** Limit for the whole exchange, body included. */
  totalTimeoutMs?: number;
  log?: Logger;
}

const REQUEST_HEADERS_FORWARDED = ['content-type', 'content-length', 'accept'];
// Content-Encoding too: an upstream that compresses unasked must not reach the browser as garbled bytes.
const RESPONSE_HEADERS_PASSED = ['content-type', 'content-encoding', 'retry-after', 'cache-control'];
const NO_BODY_STATUSES = new Set([204, 205, 304]);

class ProxyTimeout extends Error {}

/** Builds the handler that forwards one browser request to the upstream and streams the answer back. */
export function createProxy(options: ProxyOptions): (request: Request) => Promise<Response> {
  const base = new URL(options.upstreamUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  // URL.origin never includes credentials, so it is the only form of the upstream that is logged or shown.
  const origin = base.origin;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 30_000;
  const log = options.log ?? console.log;
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;

  return (request) =>
    new Promise<Response>((resolve) => {
      const incoming = new URL(request.url);
      const target = new URL(base.href);
      target.pathname = basePath + incoming.pathname;
      target.search = incoming.search;

      const upstream = send(target, { method: request.method, headers: upstreamHeaders(request, options.apiKey) });
      let answered = false;
      let upstreamResponse: IncomingMessage | undefined;

      const total = setTimeout(() => {
        const timeout = new ProxyTimeout();
        upstream.destroy(timeout);
        upstreamResponse?.destroy(timeout);
      }, totalTimeoutMs);
      watchConnect(upstream, connectTimeoutMs);
      request.signal.addEventListener('abort', () => upstream.destroy(), { once: true });

      upstream.on('response', (response) => {
        answered = true;
        upstreamResponse = response;
        response.on('close', () => {
          clearTimeout(total);
        });
        resolve(toResponse(response, request.method));
      });
      upstream.on('error', (error) => {
        clearTimeout(total);
        if (answered) return; // The body stream carries the error to the browser.
        answered = true;
        if (error instanceof ProxyTimeout) {
          log(`Upstream ${origin} did not answer in time`);
          resolve(errorResponse(504, 'The upstream did not answer in time'));
        } else {
          log(`Upstream ${origin} unreachable (${errorCode(error)})`);
          resolve(errorResponse(502, `Could not reach the upstream at ${origin}`));
        }
      });
      sendBody(request, upstream);
    });
}

function upstreamHeaders(request: Request, serverKey: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': 'Gatehouse console proxy' };
  for (const name of REQUEST_HEADERS_FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // Cookies, Host, Origin and Referer are deliberately absent: the upstream is another site.
  const key = serverKey ?? request.headers.get(API_KEY_HEADER);
  if (key !== null) headers[API_KEY_HEADER] = key;
  return headers;
}

// The socket is reused across requests by keep-alive agents; only a fresh one needs a connect deadline.
function watchConnect(upstream: ClientRequest, connectTimeoutMs: number): void {
  upstream.on('socket', (socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => upstream.destroy(new ProxyTimeout()), connectTimeoutMs);
    const stop = () => {
      clearTimeout(timer);
    };
    socket.once('connect', stop);
    socket.once('close', stop);
  });
}

function sendBody(request: Request, upstream: ClientRequest): void {
  const body = request.body;
  if (body === null || request.method === 'GET' || request.method === 'HEAD') {
    upstream.end();
    return;
  }
  pipeline(Readable.from(readChunks(body)), upstream).catch((error: unknown) => {
    upstream.destroy(error instanceof Error ? error : undefined);
  });
}

async function* readChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      yield chunk.value;
    }
  } finally {
    reader.releaseLock();
  }
}

function toResponse(response: IncomingMessage, method: string): Response {
  const status = response.statusCode ?? 502;
  const headers = new Headers();
  for (const name of RESPONSE_HEADERS_PASSED) {
    const value = response.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (NO_BODY_STATUSES.has(status) || method === 'HEAD') {
    response.resume();
    return new Response(null, { status, headers });
  }
  return new Response(streamOf(response), { status, headers });
}

function streamOf(response: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = response[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done === true) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      response.destroy();
    },
  });
}

function errorCode(error: Error): string {
  return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
}
