import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { API_KEY_HEADER } from '../../contract/paths';
import { ApiError } from './apiError';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Answers 401 unless the request carries the API key; compared in constant time over equal-length digests. */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  if (apiKey === '') throw new Error('The Console API needs a non-empty API key');
  const expected = digest(apiKey);
  return async (c, next) => {
    const sent = c.req.header(API_KEY_HEADER);
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
      throw new ApiError(401, 'Missing or invalid SERVICE-API-KEY header');
    }
    await next();
  };
}
