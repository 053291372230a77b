import type * as z from '../../contract/zod';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export interface TabStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

function tabStorage(): TabStorage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** The value stored under `key` for this tab, or undefined when absent, unreadable or of another shape. */
export function readSessionJson<T>(key: string, schema: z.ZodMiniType<T>, storage = tabStorage()): T | undefined {
  try {
    const text = storage?.getItem(key);
    if (text === null || text === undefined) return undefined;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage blocked by the browser, or text another version wrote: start afresh rather than fail the page.
    return undefined;
  }
}

/** Stores `value` for this tab; full or blocked storage only loses the convenience. */
export function writeSessionJson(key: string, value: unknown, storage = tabStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // As above: the form keeps working, only the reload safety net is lost.
  }
}

export function removeSessionJson(key: string, storage = tabStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a blocked storage holds nothing of ours either.
  }
}
