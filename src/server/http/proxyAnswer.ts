import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import type { Redactor } from './keyRedaction';
import { decodersFor } from './proxyBody';

/** What the proxy does with an upstream's answer: pass it (with or without its body) or refuse it with a 502. */
export type AnswerVerdict =
  { pass: true; status: number; headers: Headers; decoders: Transform[] | null } | { pass: false; message: string };

// Set-Cookie, Location, Content-Length and the rest never reach the browser. Content-Encoding neither: the
// proxy decodes a compressed body to redact it and sends it on as it is.
const RESPONSE_HEADERS_PASSED = ['content-type', 'retry-after', 'cache-control'];
const NO_BODY_STATUSES = new Set([204, 205, 304]);
const JSON_TYPE = /^application\/([a-z0-9.!#$&^_-]+\+)?json$/;

/**
 * Vets an answer before anything of it reaches the browser: a status the Fetch API can carry, no redirect to
 * follow, and a body only when the upstream says it is JSON (anything else would be served from the console's
 * origin, scripts included).
 */
export function vetAnswer(response: IncomingMessage, method: string, target: URL, redactor: Redactor): AnswerVerdict {
  const status = response.statusCode ?? 0;
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    return {
      pass: false,
      message: `The upstream at ${target.origin} answered with an invalid status (${String(status)})`,
    };
  }
  if (status >= 300 && status < 400 && status !== 304) {
    return { pass: false, message: redactor.text(redirectMessage(status, response.headers.location, target)) };
  }
  const headers = passedHeaders(response, redactor);
  if (NO_BODY_STATUSES.has(status) || method === 'HEAD' || response.headers['content-length'] === '0') {
    return { pass: true, status, headers: bodilessHeaders(headers), decoders: null };
  }
  const type = mediaType(response.headers['content-type']);
  if (type === undefined || !JSON_TYPE.test(type)) {
    const named = type === undefined ? 'no content type' : redactor.text(type);
    return { pass: false, message: `The upstream answered ${String(status)} with ${named} instead of JSON` };
  }
  const decoders = decodersFor(response.headers['content-encoding']);
  if (typeof decoders === 'string') {
    return {
      pass: false,
      message: `The upstream answered ${String(status)} in an encoding Gatehouse cannot read (${redactor.text(decoders)})`,
    };
  }
  return { pass: true, status, headers, decoders };
}

function redirectMessage(status: number, location: string | undefined, target: URL): string {
  if (location === undefined)
    return `The upstream answered ${String(status)}, a redirect; Gatehouse does not follow redirects`;
  return `The upstream redirected to ${describeTarget(location, target)}; Gatehouse does not follow redirects`;
}

/** The origin a redirect points at (never its path or query, where a key could travel). */
function describeTarget(location: string, target: URL): string {
  try {
    const url = new URL(location, target);
    return url.origin === 'null' ? `a ${url.protocol} address` : url.origin;
  } catch {
    return 'an invalid address';
  }
}

function passedHeaders(response: IncomingMessage, redactor: Redactor): Headers {
  const headers = new Headers();
  for (const name of RESPONSE_HEADERS_PASSED) {
    const value = response.headers[name];
    if (typeof value === 'string') headers.set(name, redactor.text(value));
  }
  return headers;
}

// Nothing is served, so no type is claimed for it.
function bodilessHeaders(headers: Headers): Headers {
  headers.delete('content-type');
  return headers;
}

function mediaType(contentType: string | undefined): string | undefined {
  // Cut short: the type is named in a message, and an upstream could send anything there.
  const type = contentType?.split(';')[0]?.trim().toLowerCase().slice(0, 100);
  return type === '' ? undefined : type;
}
