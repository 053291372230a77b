import type { Context, MiddlewareHandler } from 'hono';
import { refusal } from './errorResponse';
import { nodeBindingsOf } from './nodeBindings';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const NOT_JSON = 'Unsupported media type: Console API request bodies must be sent as Content-Type: application/json';

/**
 * Answers 415 to a request whose body is not declared JSON: a form or a `no-cors` fetch can only send text/plain,
 * form or multipart bodies, so refusing them keeps such pages from writing even where the origin is not known.
 */
export function jsonBodyGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (carriesBody(c) && !JSON_TYPE.test(c.req.header('content-type') ?? '')) return refusal(415, NOT_JSON);
    return next();
  };
}

function carriesBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '' && Number(length) !== 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  // From the network a request without either header has no body (RFC 9112, 6.3); one built in-process may.
  return nodeBindingsOf(c.env) === undefined && c.req.raw.body !== null;
}
