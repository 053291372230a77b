import type { Context, MiddlewareHandler } from 'hono';

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
 * Edits the answer's own headers rather than wrapping it in a new Response, which would turn its body into a
 * stream that is then sent chunk by chunk. Every answer of the host is built with a Headers object (never a plain
 * record), which @hono/node-server's lightweight Response keeps when it rebuilds itself, so the edit survives.
 */
export function setHeadersInPlace(c: Context, entries: readonly (readonly [string, string])[]): void {
  const response = c.res;
  try {
    for (const [name, value] of entries) response.headers.set(name, value);
  } catch {
    // Immutable headers (a Response.redirect, a fetch answer): copy once.
    const headers = new Headers(response.headers);
    for (const [name, value] of entries) headers.set(name, value);
    c.res = undefined;
    c.res = new Response(response.body, { status: response.status, headers });
  }
}
