import { unknownArrayCheck } from '../contract/dataCheck';
import { type StorageLike, storedValue } from './browserStorage';

// Ids opened recently live on this device only: the fallback for an upstream without a list endpoint.
const MAX_RECENT = 10;

/** The ids of one kind of record opened recently on this device, most recent first. */
export interface RecentIds {
  /** The ids, most recent first; empty when storage is unreadable. */
  read: (storage?: StorageLike) => string[];
  /** Puts an id first (once), keeping the last 10; returns the new list. */
  remember: (id: string, storage?: StorageLike) => string[];
}

/** A recent-ids list kept under `storageKey` in localStorage. */
export function recentIds(storageKey: string): RecentIds {
  const stored = (storage?: StorageLike) =>
    storedValue({ key: storageKey, schema: unknownArrayCheck, area: 'local', fallback: [] as unknown[], storage });
  // Entries are checked one by one, so one unreadable entry does not cost the rest of the list.
  const read = (storage?: StorageLike): string[] =>
    stored(storage)
      .read()
      .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
      .slice(0, MAX_RECENT);
  const remember = (id: string, storage?: StorageLike): string[] => {
    const trimmed = id.trim();
    const previous = read(storage);
    if (trimmed === '') return previous;
    const next = [trimmed, ...previous.filter((known) => known !== trimmed)].slice(0, MAX_RECENT);
    // Full or blocked storage only loses the convenience list; opening the record still works.
    stored(storage).write(next);
    return next;
  };
  return { read, remember };
}
