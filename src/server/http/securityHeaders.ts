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

/** Headers every response of the host carries: HTML, assets, API and proxy answers alike. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** Sets {@link SECURITY_HEADERS} on the response, whichever handler produced it. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A fresh Response rather than editing c.res.headers in place: @hono/node-server's lightweight Response
    // rebuilds itself from its original init when its body is read, which would drop in-place edits.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  };
}
