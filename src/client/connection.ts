import { useSyncExternalStore } from 'react';
import { type DataCheck, isRecord, wrongType } from '../contract/dataCheck';
import { type StorageArea, storedValue } from './browserStorage';

/** Where the Console API lives and the key to send it. `baseUrl` '' means the server that serves this app. */
export interface ConnectionSettings {
  baseUrl: string;
  apiKey: string;
  /** Keep the settings in localStorage ("remember on this device") as well as for this tab. */
  remember: boolean;
}

const STORAGE_KEY = 'gatehouse.connection';
const DEFAULT_CONNECTION: ConnectionSettings = Object.freeze({ baseUrl: '', apiKey: '', remember: false });

// Read on every page before its first request, so checked without zod: an object is required, and a field of
// another type (a hand-edited or older value) reads as its default rather than losing the others.
const StoredConnectionSchema: DataCheck<ConnectionSettings> = {
  safeParse: (value) => {
    if (!isRecord(value)) return wrongType([], 'object', value);
    const { baseUrl, apiKey, remember } = value;
    return {
      success: true,
      data: {
        baseUrl: typeof baseUrl === 'string' ? baseUrl : '',
        apiKey: typeof apiKey === 'string' ? apiKey : '',
        remember: typeof remember === 'boolean' ? remember : false,
      },
    };
  },
};

const stored = (area: StorageArea) =>
  storedValue({ key: STORAGE_KEY, schema: StoredConnectionSchema, area, fallback: undefined });

/** Trims a base URL and drops trailing slashes, so `${baseUrl}/console/v1` is always well formed. */
export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

function normalise(settings: ConnectionSettings): ConnectionSettings {
  return { baseUrl: normaliseBaseUrl(settings.baseUrl), apiKey: settings.apiKey.trim(), remember: settings.remember };
}

let lastSnapshot: ConnectionSettings = DEFAULT_CONNECTION;

/**
 * The connection of this tab: the tab's own settings, else the remembered ones, else same origin with no key.
 * Returns the same object while nothing changed, as `useSyncExternalStore` requires.
 */
export function loadConnection(): ConnectionSettings {
  const current = stored('session').read() ?? stored('local').read() ?? DEFAULT_CONNECTION;
  const unchanged =
    current.baseUrl === lastSnapshot.baseUrl &&
    current.apiKey === lastSnapshot.apiKey &&
    current.remember === lastSnapshot.remember;
  if (!unchanged) lastSnapshot = current;
  return lastSnapshot;
}

const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Stores the settings for this tab (sessionStorage) and, only when `remember` is set, in localStorage; turning
 * `remember` off removes them from localStorage.
 */
export function saveConnection(settings: ConnectionSettings): void {
  const clean = normalise(settings);
  stored('session').write(clean);
  if (clean.remember) stored('local').write(clean);
  else stored('local').remove();
  notify();
}

/** Forgets the connection in this tab and on this device. */
export function clearConnection(): void {
  stored('session').remove();
  stored('local').remove();
  notify();
}

/** Calls `listener` whenever the connection changes, here or (for remembered settings) in another tab. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) listener();
  };
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener('storage', onStorage);
  };
}

// The server renders a page only for a browser whose page session proves it holds a key for this server
// (src/server/http/firstViews.ts): its render shows that, with a stand-in for the key, which the page must never hold.
const KEY_HOLDER: ConnectionSettings = Object.freeze({ baseUrl: '', apiKey: 'held by this browser', remember: false });
const serverSnapshot = () => KEY_HOLDER;

/** The current connection settings; re-renders when they change. */
export function useConnection(): ConnectionSettings {
  return useSyncExternalStore(subscribeConnection, loadConnection, serverSnapshot);
}
