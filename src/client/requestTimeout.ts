/** How long a request may take before the client gives up and shows an error with a Retry button. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * Where a tab can override the timeout, in milliseconds: slow links raise it, tests of a stalled server lower it
 * so they need not wait 20 s.
 */
export const REQUEST_TIMEOUT_STORAGE_KEY = 'gatehouse.requestTimeoutMs';

const MIN_TIMEOUT_MS = 500;
const MAX_TIMEOUT_MS = 120_000;

/** The timeout of one request: the stored override when it is a whole number in range, else the default. */
export function requestTimeoutMs(): number {
  const stored = readStored();
  if (stored === null || !/^\d+$/.test(stored.trim())) return DEFAULT_REQUEST_TIMEOUT_MS;
  const value = Number(stored.trim());
  return Math.min(MAX_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, value));
}

function readStored(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(REQUEST_TIMEOUT_STORAGE_KEY);
  } catch {
    // Storage blocked by privacy settings: the default applies.
    return null;
  }
}
