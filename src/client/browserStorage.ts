import type { DataCheck } from '../contract/dataCheck';
import type * as z from '../contract/zod';

/** `local` outlives the tab (settings, recent lists); `session` is this tab only (drafts, what the tab learnt). */
export type StorageArea = 'local' | 'session';

/** The part of the Web Storage API the helper uses, so tests can pass a plain object. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

// Where there is no window (tests, server-side imports) or the browser blocks storage (privacy settings), values
// live in memory: the tab keeps working until it is reloaded.
const inMemory: Record<StorageArea, StorageLike> = { local: memoryStorage(), session: memoryStorage() };

/** The browser's storage of `area`, or the in-memory stand-in where there is none or it is blocked. */
function storageArea(area: StorageArea): StorageLike {
  try {
    // In a browser the window is the global scope; tests stand either one in.
    const scope: Partial<WindowLocalStorage & WindowSessionStorage> =
      typeof window === 'undefined' ? globalThis : window;
    const storage = area === 'local' ? scope.localStorage : scope.sessionStorage;
    return typeof storage === 'object' ? storage : inMemory[area];
  } catch {
    return inMemory[area];
  }
}

/** The one way to scope a key per record or per server: the prefix, then the gate id or base URL. */
export function scopedKey(prefix: string, scope: string): string {
  return `${prefix}${scope}`;
}

/** What a check reads back: a zod schema's output, or a plain check's. */
type CheckedOutput<Schema> = Schema extends z.ZodMiniType
  ? z.output<Schema>
  : Schema extends DataCheck<infer T>
    ? T
    : never;
/** What a check is written from: a zod schema's input, or (for a plain check) what it reads back. */
type CheckedInput<Schema> = Schema extends z.ZodMiniType ? z.input<Schema> : CheckedOutput<Schema>;

interface StoredValueOptions<Schema extends DataCheck<unknown>, Fallback> {
  key: string;
  /** Checks what is read back: a value another version wrote, or a hand-edited one, gives the fallback. */
  schema: Schema;
  area: StorageArea;
  /** What `read` gives when nothing readable is stored. */
  fallback: Fallback;
  /** A storage to use instead of the browser's (tests). */
  storage?: StorageLike;
  /** Writes the value as text; JSON.stringify unless a value needs bounding. */
  serialise?: (value: CheckedInput<Schema>) => string;
}

/** One value kept in browser storage as JSON; it is written as the schema's input and read as its output. */
export interface StoredValue<Value, Fallback, Input = Value> {
  /** The stored value, or the fallback when it is absent, not JSON, of another shape, or storage is blocked. */
  read: () => Value | Fallback;
  /** Stores the value; false when storage refused (full, private mode, disabled). Never throws. */
  write: (value: Input) => boolean;
  /** Forgets the value; false when storage refused. Never throws. */
  remove: () => boolean;
}

/** A typed, schema-checked value in local or session storage that never fails the page. */
export function storedValue<Schema extends DataCheck<unknown>, Fallback>(
  options: StoredValueOptions<Schema, Fallback>,
): StoredValue<CheckedOutput<Schema>, Fallback, CheckedInput<Schema>> {
  const { key, schema, area, fallback, serialise = JSON.stringify } = options;
  const storage = () => options.storage ?? storageArea(area);
  return {
    read: () => {
      try {
        const text = storage().getItem(key);
        if (text === null) return fallback;
        const parsed = schema.safeParse(JSON.parse(text));
        return parsed.success ? (parsed.data as CheckedOutput<Schema>) : fallback;
      } catch {
        // Text that is not JSON, or storage that throws on access: start afresh rather than fail the page.
        return fallback;
      }
    },
    write: (value) => {
      try {
        storage().setItem(key, serialise(value));
        return true;
      } catch {
        // Quota exceeded or storage disabled: only the convenience is lost, the page keeps working.
        return false;
      }
    },
    remove: () => {
      try {
        storage().removeItem(key);
        return true;
      } catch {
        return false;
      }
    },
  };
}
