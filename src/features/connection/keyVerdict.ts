import { useSyncExternalStore } from 'react';
import { isApiError } from '../../client/apiError';
import type { ConnectionSettings } from '../../client/connection';

/** What one answer of the API says about the key it was sent with. */
export type KeyVerdict = 'refused' | 'accepted';

/** The end of one request, as the query and mutation caches report it. */
export type RequestOutcome = { type: 'success' } | { type: 'error'; error: unknown };

/**
 * A 401 refuses the key; any answer the API gave successfully accepts it; anything else (a timeout, a 404, a
 * request not sent for want of a key) says nothing about it.
 */
export function keyVerdictOf(outcome: RequestOutcome): KeyVerdict | undefined {
  if (outcome.type === 'success') return 'accepted';
  return isApiError(outcome.error) && outcome.error.status === 401 ? 'refused' : undefined;
}

type Connection = Pick<ConnectionSettings, 'baseUrl' | 'apiKey'>;

// The last verdict and the connection it was for: one about another key or server says nothing about this one.
let last: { connection: Connection; verdict: KeyVerdict } | undefined;
const listeners = new Set<() => void>();

/** Records what the latest answer said about the key of `connection`. */
export function recordKeyVerdict(connection: Connection, verdict: KeyVerdict): void {
  const same =
    last?.verdict === verdict &&
    last.connection.baseUrl === connection.baseUrl &&
    last.connection.apiKey === connection.apiKey;
  if (same) return;
  last = { connection: { baseUrl: connection.baseUrl, apiKey: connection.apiKey }, verdict };
  for (const listener of listeners) listener();
}

/** Whether the last answer for `connection` refused its key. */
export function keyRefused(connection: Connection): boolean {
  return (
    last?.verdict === 'refused' &&
    last.connection.baseUrl === connection.baseUrl &&
    last.connection.apiKey === connection.apiKey
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the latest API answer for `connection` was a 401; re-renders when another answer changes that. */
export function useKeyRefused(connection: Connection): boolean {
  return useSyncExternalStore(
    subscribe,
    () => keyRefused(connection),
    () => false,
  );
}
