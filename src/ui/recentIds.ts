// Ids opened recently live on this device only: the fallback for an upstream without a list endpoint.
const MAX_RECENT = 10;

/** The part of the Web Storage API the list needs, so tests can pass a plain object. */
export interface IdStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

/** The ids of one kind of record opened recently on this device, most recent first. */
export interface RecentIds {
  /** The ids, most recent first; empty when storage is unreadable. */
  read: (storage?: IdStorage) => string[];
  /** Puts an id first (once), keeping the last 10; returns the new list. */
  remember: (id: string, storage?: IdStorage) => string[];
}

function deviceStorage(): IdStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** A recent-ids list kept under `storageKey` in localStorage. */
export function recentIds(storageKey: string): RecentIds {
  const read = (storage: IdStorage | undefined = deviceStorage()): string[] => {
    if (!storage) return [];
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.filter((id): id is string => typeof id === 'string' && id.trim() !== '').slice(0, MAX_RECENT);
    } catch {
      // A value another version wrote, or storage blocked by the browser: start afresh rather than fail the page.
      return [];
    }
  };
  const remember = (id: string, storage: IdStorage | undefined = deviceStorage()): string[] => {
    const trimmed = id.trim();
    const previous = read(storage);
    if (trimmed === '') return previous;
    const next = [trimmed, ...previous.filter((known) => known !== trimmed)].slice(0, MAX_RECENT);
    try {
      storage?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Full or blocked storage only loses the convenience list; opening the record still works.
    }
    return next;
  };
  return { read, remember };
}
