import * as z from '../contract/zod';
import { TestUserSchema } from '../contract/evaluation/testUser';
import { type StorageLike, scopedKey, storedValue } from './browserStorage';
import { loadConnection } from './connection';

// Saved test users live on this device, one list per server: the same people make sense for one project only.

const TEST_USER_NAME_MAX = 100;
/** How many saved users a device keeps; the "before you save" check evaluates every one of them. */
export const SAVED_TEST_USERS_MAX = 100;

/** A saved user's name: the store's rule, which the panel's form checks before saving. */
export const TestUserNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Name the user to save it' }),
    z.maxLength(TEST_USER_NAME_MAX, { error: `Name must be at most ${String(TEST_USER_NAME_MAX)} characters` }),
  );

export const SavedTestUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: TestUserNameSchema,
  user: TestUserSchema,
});
export type SavedTestUser = z.infer<typeof SavedTestUserSchema>;

/** What a device stores: the users, and whether the examples were offered already (offered once, not forced). */
const StoredListSchema = z.object({
  users: z.array(SavedTestUserSchema).check(z.maxLength(SAVED_TEST_USERS_MAX)),
  examplesOffered: z._default(z.boolean(), false),
});
type StoredList = z.infer<typeof StoredListSchema>;

const EMPTY: StoredList = { users: [], examplesOffered: false };

function stored(storage?: StorageLike) {
  const scope = loadConnection().baseUrl || 'this-server';
  const key = scopedKey('gatehouse.testUsers.', scope);
  return storedValue({ key, schema: StoredListSchema, area: 'local', fallback: EMPTY, storage });
}

let lastText = '';
let lastList: StoredList = EMPTY;

/** The saved list for the server in use; the same object while nothing changed (for useSyncExternalStore). */
export function readSavedTestUsers(storage?: StorageLike): StoredList {
  const list = stored(storage).read();
  const text = JSON.stringify(list);
  if (text !== lastText) {
    lastText = text;
    lastList = list;
  }
  return lastList;
}

const listeners = new Set<() => void>();

/** Replaces the saved list; false when storage refused (full or blocked), so the page can say it was not kept. */
export function writeSavedTestUsers(list: StoredList, storage?: StorageLike): boolean {
  const written = stored(storage).write({ ...list, users: list.users.slice(0, SAVED_TEST_USERS_MAX) });
  for (const listener of listeners) listener();
  return written;
}

/** Calls `listener` when the list changes in this tab or another. */
export function subscribeSavedTestUsers(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('gatehouse.testUsers.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A fresh id for a saved user; random so two tabs never hand out the same one. */
export function newTestUserId(): string {
  return globalThis.crypto.randomUUID();
}

/** An export is the list itself, or an object holding it as `users`. */
function listIn(json: unknown): unknown {
  if (Array.isArray(json)) return json;
  return typeof json === 'object' && json !== null ? (json as { users?: unknown }).users : undefined;
}

/** Reads an exported file: the list of saved users, or a message saying what is wrong with it. */
export function parseTestUserExport(text: string): { users: SavedTestUser[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'The file is not JSON' };
  }
  const parsed = z.array(SavedTestUserSchema).safeParse(listIn(json));
  if (!parsed.success) return { error: 'The file is not a list of saved test users (id, name and user for each)' };
  if (parsed.data.length > SAVED_TEST_USERS_MAX) {
    return { error: `A file may hold at most ${String(SAVED_TEST_USERS_MAX)} test users` };
  }
  return { users: parsed.data };
}
