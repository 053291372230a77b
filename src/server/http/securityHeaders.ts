import type { MiddlewareHandler } from 'hono';

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

// Not hono/secure-headers: it sends a different default set (HSTS, COOP, CORP...) and has no per-path policy.
/** Sets the security headers on the response, whichever handler produced it: the API's set under /console. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const set = path === '/console' || path.startsWith('/console/') ? API_SECURITY_HEADERS : PAGE_SECURITY_HEADERS;
    // A fresh Response rather than editing c.res.headers in place: @hono/node-server's lightweight Response
    // rebuilds itself from its original init when its body is read, which would drop in-place edits.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(set)) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  };
}
