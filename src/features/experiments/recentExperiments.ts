// Recent ids live on this device only: the fallback for an upstream without the experiments list.
const STORAGE_KEY = 'gatehouse.recentExperimentIds';
const MAX_RECENT = 10;

/** The part of the Web Storage API the store needs, so tests can pass a plain object. */
export interface IdStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

function deviceStorage(): IdStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The experiment ids opened recently on this device, most recent first; empty when storage is unreadable. */
export function readRecentExperimentIds(storage: IdStorage | undefined = deviceStorage()): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === 'string' && id.trim() !== '').slice(0, MAX_RECENT);
  } catch {
    // A value another version wrote, or storage blocked by the browser: start afresh rather than fail the page.
    return [];
  }
}

/** Puts an id first in the recent list (once), keeping the last 10; returns the new list. */
export function rememberExperimentId(id: string, storage: IdStorage | undefined = deviceStorage()): string[] {
  const trimmed = id.trim();
  const previous = readRecentExperimentIds(storage);
  if (trimmed === '') return previous;
  const next = [trimmed, ...previous.filter((known) => known !== trimmed)].slice(0, MAX_RECENT);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage only loses the convenience list; opening the experiment still works.
  }
  return next;
}
