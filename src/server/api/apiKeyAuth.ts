import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { API_KEY_HEADER } from '../../contract/paths';
import { ApiError } from './apiError';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether a sent key is the API key; compared in constant time over equal-length digests. */
export function apiKeyMatcher(apiKey: string): (sent: string | undefined) => boolean {
  if (apiKey === '') throw new Error('The Console API needs a non-empty API key');
  const expected = digest(apiKey);
  return (sent) => sent !== undefined && timingSafeEqual(digest(sent), expected);
}

/** Answers 401 unless the request carries the API key. */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  const matches = apiKeyMatcher(apiKey);
  return async (c, next) => {
    if (!matches(c.req.header(API_KEY_HEADER))) throw new ApiError(401, MISSING_KEY);
    await next();
  };
}

export const MISSING_KEY = 'Missing or invalid SERVICE-API-KEY header';
