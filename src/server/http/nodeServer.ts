import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { answerClientErrors, malformedRequestAnswer } from './clientErrors';
import { capConnections } from './connectionCap';

/** What answers a request: the host app's `fetch`. */
type FetchCallback = Parameters<typeof getRequestListener>[0];

/** How long a client may take and how many connections it may hold. */
export interface ServerLimits {
  /** From connecting (or the end of the last answer) to the end of the request headers. */
  headersTimeoutMs: number;
  /** For the whole request, body included. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; at the cap the longest-idle one makes room (connectionCap.ts). */
  maxConnections: number;
  /** How often Node looks for connections past their header or request deadline. */
  checkIntervalMs: number;
}

/** The limits of `npm start`: constants, sized for a console a team shares, not a public site. */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  checkIntervalMs: 1_000,
};

/** The host's Node HTTP server around `fetch`: timeouts, a connection cap, and JSON answers for what Node refuses. */
export function createNodeServer(fetch: FetchCallback, limits: ServerLimits = SERVER_LIMITS): Server {
  const listener = getRequestListener(fetch, { errorHandler: malformedRequestAnswer });
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
      // Node would answer a missing Host with a bare 400; the adapter's error handler answers it as JSON instead.
      requireHostHeader: false,
    },
    (request, response) => {
      if (carriesBody(request)) closeIfAnsweredEarly(request, response);
      void listener(request, response);
    },
  );
  capConnections(server, limits.maxConnections);
  answerClientErrors(server);
  return server;
}

// Without Content-Length or Transfer-Encoding a request has no body (RFC 9112, 6.3); a zero length has none either.
function carriesBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

/**
 * An answer sent before the request's body has fully arrived (a 413, a refusal, a 401) says `Connection: close`, and
 * Node then closes the connection after it: the rest of the body would otherwise be read as the next request, or
 * the adapter would cut the connection while the client still counts on reusing it.
 */
function closeIfAnsweredEarly(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((...args: Parameters<typeof writeHead>) => {
    if (!request.complete) response.setHeader('Connection', 'close');
    return writeHead(...args);
  }) as typeof writeHead;
}
