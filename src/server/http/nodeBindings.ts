import { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';

/** The Node request and response behind a Hono context, or undefined for a request made in-process (`app.request`). */
export function nodeBindingsOf(env: unknown): HttpBindings | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env) || !('outgoing' in env)) return undefined;
  const { incoming, outgoing } = env;
  return incoming instanceof IncomingMessage && isServerResponse(outgoing) ? { incoming, outgoing } : undefined;
}

// A predicate rather than a bare instanceof, which would type the response's request as any.
function isServerResponse(value: unknown): value is ServerResponse {
  return value instanceof ServerResponse;
}
