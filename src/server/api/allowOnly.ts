import type { Hono } from 'hono';
import { ApiError } from './apiError';

/** Answers 405 with an `Allow` header for every other method on a known path; register after its handlers. */
export function allowOnly(app: Hono, path: string, methods: readonly string[]): void {
  const allowed = methods.join(', ');
  app.all(path, (c) => {
    throw new ApiError(405, `Method ${c.req.method} is not allowed here; use ${allowed}`, undefined, {
      Allow: allowed,
    });
  });
}
