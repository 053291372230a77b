import { isApiError } from './apiError';

const MAX_RETRIES = 3;
const BASE_DELAY_MS = 1_000;
const MAX_BACKOFF_MS = 10_000;
/** A server asking for a longer pause than this gets an error shown instead of a spinner that long. */
const MAX_RETRY_AFTER_MS = 60_000;
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

/**
 * React Query's `retry` for GETs: up to 3 retries on network errors, 429, 502, 503 and 504; never on any other
 * status, on a timeout, on an unreadable 2xx, or on errors that are not ApiErrors (bugs do not fix themselves).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  if ((error.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) return false;
  // A timeout already kept the user waiting the whole timeout; three more would be a spinner for over a minute.
  if (error.kind === 'timeout') return false;
  if (error.kind === 'network') return true;
  return RETRIED_STATUSES.has(error.status);
}

/**
 * React Query's `retryDelay`: exponential backoff from 1 s with jitter, at most 10 s; a `Retry-After` the server
 * sent is waited out in full, never less (shouldRetryQuery gives up on ones over a minute).
 */
export function retryDelay(attempt: number, error: unknown): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** attempt);
  // Half fixed, half random: retries from many tabs spread out but never come back instantly.
  const backoff = ceiling / 2 + Math.random() * (ceiling / 2);
  const retryAfter = isApiError(error) ? error.retryAfterMs : undefined;
  return retryAfter === undefined ? backoff : Math.max(retryAfter, backoff);
}
