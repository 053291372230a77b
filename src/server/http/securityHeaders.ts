import type { Context, MiddlewareHandler } from 'hono';
import { nodeBindingsOf } from './nodeBindings';

// Mantine injects <style> tags at runtime, so inline styles are allowed; scripts never are.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// API answers are data, never a page: whatever an upstream sends under /console/v1 cannot run script or be framed.
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const;

/** Headers every page, asset and status answer of the host carries. */
const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  ...COMMON_HEADERS,
};

/** Headers every answer under /console (embedded, proxied or refused) and every error Node makes carries. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  ...COMMON_HEADERS,
};

const PAGE_ENTRIES = Object.entries(PAGE_SECURITY_HEADERS);
const API_ENTRIES = Object.entries(API_SECURITY_HEADERS);

// Not hono/secure-headers: it sends a different default set (HSTS, COOP, CORP...) and has no per-path policy.
/** Sets the security headers on the response, whichever handler produced it: the API's set under /console. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const entries = path === '/console' || path.startsWith('/console/') ? API_ENTRIES : PAGE_ENTRIES;
    setHeadersInPlace(c, entries);
  };
}

/**
 * Behind the Node adapter, edits the answer's own headers rather than wrapping it in a new Response, whose body
 * would become a stream sent chunk by chunk: the adapter sends the headers object it handed out. In-process
 * (`app.request`), the adapter's lightweight Response may rebuild itself from its original init when its body is
 * read, dropping in-place edits, so the answer is copied once there, as it is when its headers are immutable.
 */
function setHeadersInPlace(c: Context, entries: readonly (readonly [string, string])[]): void {
  const response = c.res;
  if (nodeBindingsOf(c.env) !== undefined) {
    try {
      for (const [name, value] of entries) response.headers.set(name, value);
      return;
    } catch {
      // Immutable headers (a Response.redirect, a fetch answer): copied below.
    }
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of entries) headers.set(name, value);
  // Cleared first: Hono would otherwise merge the old answer's headers into the new one, copying it again.
  c.res = undefined;
  c.res = new Response(response.body, { status: response.status, headers });
}
