import type { ClientRequest, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { API_KEY_HEADER } from '../../contract/paths';
import { errorResponse } from './errorResponse';
import { createRedactor, keyForms } from './keyRedaction';
import { vetAnswer } from './proxyAnswer';
import { bodyStream } from './proxyBody';
import { sendBody, upstreamHeaders } from './proxyRequest';
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

class ProxyTimeout extends Error {}

// Codes of Node's HTTP parser: the upstream sent something that is not an HTTP answer.
const INVALID_STATUS = 'HPE_INVALID_STATUS';
const PARSE_ERROR_PREFIX = 'HPE_';

/**
 * Builds the handler that forwards one browser request to the upstream and streams the answer back. Every request
 * settles exactly once: with the vetted answer, a 504 when the total time runs out first, or a 502 for anything
 * else (unreachable, a closed socket, an upgrade, an invalid status, an answer that is not JSON).
 */
export function createProxy(options: ProxyOptions): (request: Request) => Promise<Response> {
  const base = new URL(options.upstreamUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  // URL.origin never includes credentials, so it is the only form of the upstream that is logged or shown.
  const origin = base.origin;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 30_000;
  const baseLog = options.log ?? console.log;
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;

  return (request) =>
    new Promise<Response>((resolve) => {
      const incoming = new URL(request.url);
      const target = new URL(base.href);
      target.pathname = basePath + incoming.pathname;
      target.search = incoming.search;

      // The key that goes upstream is the one that must never come back, from the server or from the browser.
      const key = options.apiKey ?? request.headers.get(API_KEY_HEADER);
      const redactor = createRedactor(key === null ? [] : keyForms(key));
      const log: Logger = (line) => {
        baseLog(redactor.text(line));
      };

      const upstream = send(target, { method: request.method, headers: upstreamHeaders(request, key) });
      let settled = false;
      let answer: IncomingMessage | undefined;
      const settle = (response: Response) => {
        if (settled) return;
        settled = true;
        resolve(response);
      };
      const refuse = (status: 502 | 504, message: string) => {
        log(`Upstream ${origin}: ${message}`);
        settle(errorResponse(status, message));
      };

      const total = setTimeout(() => {
        if (!settled) refuse(504, 'The upstream did not answer in time');
        const timeout = new ProxyTimeout();
        upstream.destroy(timeout);
        answer?.destroy(timeout);
      }, totalTimeoutMs);
      const finish = () => {
        clearTimeout(total);
      };
      const connection = watchConnect(upstream, connectTimeoutMs);
      request.signal.addEventListener('abort', () => upstream.destroy(), { once: true });

      upstream.on('response', (response) => {
        answer = response;
        response.once('close', finish);
        const verdict = vetAnswer(response, request.method, target, redactor);
        if (!verdict.pass) {
          // Nothing of a refused answer is read: closing the connection is cheaper than draining it.
          response.destroy();
          refuse(502, verdict.message);
          return;
        }
        if (verdict.decoders === null) {
          response.resume();
          settle(new Response(null, { status: verdict.status, headers: verdict.headers }));
          return;
        }
        settle(
          new Response(bodyStream(response, verdict.decoders, redactor), {
            status: verdict.status,
            headers: verdict.headers,
          }),
        );
      });
      // A 101 answer: Gatehouse speaks plain HTTP to the upstream, so the switched connection is closed at once.
      upstream.on('upgrade', (response: IncomingMessage, socket: Socket) => {
        socket.destroy();
        finish();
        refuse(
          502,
          `The upstream at ${origin} answered ${String(response.statusCode)} (switching protocols); Gatehouse does not follow it`,
        );
      });
      upstream.on('error', (error) => {
        if (settled) return; // The body stream carries the error to the browser.
        finish();
        if (request.signal.aborted) {
          settle(errorResponse(502, 'The browser left before the upstream answered'));
        } else if (error instanceof ProxyTimeout) {
          refuse(504, 'The upstream did not answer in time');
        } else if (connection.reached) {
          refuse(502, failureAfterConnect(origin, errorCode(error)));
        } else {
          log(`Upstream ${origin} unreachable (${errorCode(error)})`);
          settle(errorResponse(502, `Could not reach the upstream at ${origin}`));
        }
      });
      // The last word: a request that closes with nothing said (a socket Node destroyed itself) still settles.
      upstream.on('close', () => {
        if (settled) return;
        finish();
        refuse(502, `The upstream at ${origin} closed the connection without an answer`);
      });
      sendBody(request, upstream);
    });
}

/**
 * Puts a deadline on connecting, and notes whether the upstream was reached: a failure after that is the
 * upstream's doing, not the network's. Keep-alive agents reuse sockets; only a fresh one needs the deadline.
 */
function watchConnect(upstream: ClientRequest, connectTimeoutMs: number): { reached: boolean } {
  const connection = { reached: false };
  upstream.on('socket', (socket) => {
    if (!socket.connecting) {
      connection.reached = true;
      return;
    }
    const timer = setTimeout(() => upstream.destroy(new ProxyTimeout()), connectTimeoutMs);
    socket.once('connect', () => {
      connection.reached = true;
      clearTimeout(timer);
    });
    socket.once('close', () => {
      clearTimeout(timer);
    });
  });
  return connection;
}

/** Why an upstream that was reached gave no usable answer, from the error Node's HTTP client raised. */
function failureAfterConnect(origin: string, code: string): string {
  if (code === INVALID_STATUS) return `The upstream at ${origin} answered with an invalid status`;
  if (code.startsWith(PARSE_ERROR_PREFIX))
    return `The upstream at ${origin} sent an answer that is not valid HTTP (${code})`;
  return `The upstream at ${origin} closed the connection without an answer`;
}

function errorCode(error: Error): string {
  return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
}
