import type { MiddlewareHandler } from 'hono';

/** Where the host writes its lines; tests pass a collector. */
export type Logger = (line: string) => void;

/**
 * One line per request: method, path, status, duration. Never headers or the query string,
 * which is where keys and other secrets would travel.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms} ms`);
  };
}
