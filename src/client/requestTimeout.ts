import { isInt, wrongType } from '../contract/dataCheck';
import { storedValue } from './browserStorage';

/** How long a request may take before the client gives up and shows an error with a Retry button. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * Where a tab can override the timeout, in milliseconds: slow links raise it, tests of a stalled server lower it
 * so they need not wait 20 s.
 */
export const REQUEST_TIMEOUT_STORAGE_KEY = 'gatehouse.requestTimeoutMs';

const MIN_TIMEOUT_MS = 500;
const MAX_TIMEOUT_MS = 120_000;

// Written by hand (devtools, tests) as a bare number; a whole number of milliseconds is the only reading taken.
const storedTimeout = storedValue({
  key: REQUEST_TIMEOUT_STORAGE_KEY,
  schema: {
    safeParse: (value: unknown) =>
      isInt(value) && value >= 0 ? { success: true, data: value } : wrongType([], 'nonnegative int', value),
  },
  area: 'local',
  fallback: undefined,
});

/** The timeout of one request: the stored override when it is a whole number in range, else the default. */
export function requestTimeoutMs(): number {
  const stored = storedTimeout.read();
  if (stored === undefined) return DEFAULT_REQUEST_TIMEOUT_MS;
  return Math.min(MAX_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, stored));
}
