import { useSyncExternalStore } from 'react';
import * as z from '../contract/zod';

/** Where the Console API lives and the key to send it. `baseUrl` '' means the server that serves this app. */
export interface ConnectionSettings {
  baseUrl: string;
  apiKey: string;
  /** Keep the settings in localStorage ("remember on this device") as well as for this tab. */
  remember: boolean;
}

const STORAGE_KEY = 'gatehouse.connection';
const DEFAULT_CONNECTION: ConnectionSettings = Object.freeze({ baseUrl: '', apiKey: '', remember: false });

const StoredConnectionSchema = z.object({
  baseUrl: z.catch(z.string(), ''),
  apiKey: z.catch(z.string(), ''),
  remember: z.catch(z.boolean(), false),
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stands in for web storage where there is no window (tests, server-side imports). */
function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
const fallback = { session: memoryStorage(), local: memoryStorage() };

function storages(): { session: StorageLike; local: StorageLike } {
  if (typeof window === 'undefined') return fallback;
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    // Storage access throws when the browser blocks it (privacy settings); the tab still works until reload.
    return fallback;
  }
}

function read(storage: StorageLike): ConnectionSettings | undefined {
  const raw = storage.getItem(STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    return StoredConnectionSchema.parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

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
  const { session, local } = storages();
  const current = read(session) ?? read(local) ?? DEFAULT_CONNECTION;
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
  const { session, local } = storages();
  const text = JSON.stringify(clean);
  session.setItem(STORAGE_KEY, text);
  if (clean.remember) local.setItem(STORAGE_KEY, text);
  else local.removeItem(STORAGE_KEY);
  notify();
}

/** Forgets the connection in this tab and on this device. */
export function clearConnection(): void {
  const { session, local } = storages();
  session.removeItem(STORAGE_KEY);
  local.removeItem(STORAGE_KEY);
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

const serverSnapshot = () => DEFAULT_CONNECTION;

/** The current connection settings; re-renders when they change. */
export function useConnection(): ConnectionSettings {
  return useSyncExternalStore(subscribeConnection, loadConnection, serverSnapshot);
}
