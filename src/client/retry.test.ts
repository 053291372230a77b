import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from './apiError';
import { retryDelay, shouldRetryQuery } from './retry';

const error = (status: number, kind: ApiErrorKind = 'http', retryAfterMs?: number) =>
  new ApiError({ status, kind, message: 'x', ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shouldRetryQuery', () => {
  it.each([429, 502, 503, 504])('retries a GET answered %i', (status) => {
    expect(shouldRetryQuery(0, error(status))).toBe(true);
  });

  it('retries network errors', () => {
    expect(shouldRetryQuery(0, error(0, 'network'))).toBe(true);
  });

  it('never retries a timeout, so a stalled server shows its error after one timeout', () => {
    expect(shouldRetryQuery(0, error(0, 'timeout'))).toBe(false);
  });

  it('retries a 503 whose body was an HTML page', () => {
    expect(shouldRetryQuery(0, error(503, 'invalid-response'))).toBe(true);
  });

  it.each([400, 401, 404, 409, 428, 500])('never retries %i', (status) => {
    expect(shouldRetryQuery(0, error(status))).toBe(false);
  });

  it('never retries a 2xx response of the wrong shape', () => {
    expect(shouldRetryQuery(0, error(200, 'invalid-response'))).toBe(false);
  });

  it('stops after 3 retries', () => {
    expect(shouldRetryQuery(2, error(503))).toBe(true);
    expect(shouldRetryQuery(3, error(503))).toBe(false);
  });

  it('does not retry errors that are not ApiErrors', () => {
    expect(shouldRetryQuery(0, new TypeError('bug'))).toBe(false);
  });

  it('gives up when the server asks to wait more than a minute', () => {
    expect(shouldRetryQuery(0, error(429, 'http', 120_000))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('grows exponentially', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay(0, error(503))).toBe(500);
    expect(retryDelay(1, error(503))).toBe(1_000);
    expect(retryDelay(2, error(503))).toBe(2_000);
  });

  it('adds jitter', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(retryDelay(1, error(503))).toBe(1_500);
  });

  it('is capped at 10 seconds', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    expect(retryDelay(10, error(503))).toBeLessThanOrEqual(10_000);
    expect(retryDelay(10, error(503))).toBeGreaterThan(9_000);
  });

  it('waits at least as long as Retry-After asks', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(retryDelay(0, error(429, 'http', 30_000))).toBe(30_000);
    expect(retryDelay(2, error(429, 'http', 0))).toBe(2_000);
  });
});
