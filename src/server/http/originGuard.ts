import type { MiddlewareHandler } from 'hono';
import { refusal } from './errorResponse';
import { hostOfUrl } from './urlParts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_ORIGIN =
  "Cross-origin requests are refused: the Console API answers only the console's own pages and clients that are not browsers";

/**
 * Answers 403 to a request a browser sent from another origin, before anything is written or forwarded. Checked on
 * every write, and on every request when `everyRequest` (the server adds the key, so any request would carry it).
 */
export function originGuard({ everyRequest }: { everyRequest: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (!everyRequest && SAFE_METHODS.has(method)) return next();
    // hostGuard has checked that Host (or, built in-process, the URL) names this server.
    const host = c.req.header('host') ?? hostOfUrl(c.req.url);
    if (!fromOwnOrigin(method, c.req.header('sec-fetch-site'), c.req.header('origin'), host))
      return refusal(403, CROSS_ORIGIN);
    return next();
  };
}

/**
 * Browsers say where a request comes from: `Sec-Fetch-Site` (only to trustworthy origins such as localhost or
 * https), else `Origin` on every write. Clients that are not browsers (curl, scripts) send neither and may pass.
 */
function fromOwnOrigin(
  method: string,
  fetchSite: string | undefined,
  origin: string | undefined,
  host: string,
): boolean {
  // `none`: the user typed the address or opened a bookmark; only a read can start that way.
  if (fetchSite !== undefined)
    return fetchSite === 'same-origin' || (fetchSite === 'none' && (method === 'GET' || method === 'HEAD'));
  if (origin === undefined) return true;
  // The host, not the scheme: behind a TLS-terminating proxy the browser's origin is https while we see http.
  const lowered = origin.toLowerCase();
  const own = host.toLowerCase();
  return lowered === `http://${own}` || lowered === `https://${own}`;
}
