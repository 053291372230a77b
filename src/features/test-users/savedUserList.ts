import { newTestUserId, SAVED_TEST_USERS_MAX, type SavedTestUser } from '../../client/savedTestUsers';
import type { TestUser } from '../../contract/evaluation/testUser';

// The saved list's edits as pure functions: each returns the next list (or why not), the panel writes it.

export interface SavedList {
  users: SavedTestUser[];
  examplesOffered: boolean;
}

type Change = { list: SavedList; id: string } | { error: string };

const FULL = `This device keeps at most ${String(SAVED_TEST_USERS_MAX)} test users: delete one first`;

/** Saves over `overId` when given and still there, else appends a new user. */
export function saveUser(list: SavedList, name: string, user: TestUser, overId?: string): Change {
  if (overId !== undefined && list.users.some((saved) => saved.id === overId)) {
    const users = list.users.map((saved) => (saved.id === overId ? { id: overId, name, user } : saved));
    return { list: { ...list, users }, id: overId };
  }
  if (list.users.length >= SAVED_TEST_USERS_MAX) return { error: FULL };
  const id = newTestUserId();
  return { list: { ...list, users: [...list.users, { id, name, user }] }, id };
}

/** A copy named "<name> (copy)", placed right after the original. */
export function duplicateUser(list: SavedList, id: string): Change {
  const index = list.users.findIndex((saved) => saved.id === id);
  const original = list.users[index];
  if (original === undefined) return { error: 'That test user is no longer saved' };
  if (list.users.length >= SAVED_TEST_USERS_MAX) return { error: FULL };
  const copy = { id: newTestUserId(), name: `${original.name} (copy)`, user: structuredClone(original.user) };
  const users = [...list.users.slice(0, index + 1), copy, ...list.users.slice(index + 1)];
  return { list: { ...list, users }, id: copy.id };
}

export function removeUser(list: SavedList, id: string): SavedList {
  return { ...list, users: list.users.filter((saved) => saved.id !== id) };
}

/**
 * Adds the users of a file: one with the id of a saved user replaces it (a file exported here and imported again
 * changes nothing), the others are appended. Refused whole when the result would pass the device's limit.
 */
export function importUsers(
  list: SavedList,
  imported: readonly SavedTestUser[],
): { list: SavedList } | { error: string } {
  const byId = new Map(imported.map((saved) => [saved.id, saved]));
  const kept = list.users.map((saved) => byId.get(saved.id) ?? saved);
  const known = new Set(list.users.map((saved) => saved.id));
  const added = [...byId.values()].filter((saved) => !known.has(saved.id));
  const users = [...kept, ...added];
  if (users.length > SAVED_TEST_USERS_MAX) {
    return {
      error: `The file would bring this device past ${String(SAVED_TEST_USERS_MAX)} test users: nothing was imported`,
    };
  }
  return { list: { ...list, users } };
}

/** The file Export writes: what parseTestUserExport reads back. */
export function exportText(list: SavedList): string {
  return `${JSON.stringify({ users: list.users }, null, 2)}\n`;
}

/** Adds the examples not saved already; the offer is made once either way. */
export function addExamples(list: SavedList, examples: readonly SavedTestUser[]): SavedList {
  const known = new Set(list.users.map((saved) => saved.id));
  const users = [...list.users, ...examples.filter((example) => !known.has(example.id))];
  return { users: users.slice(0, SAVED_TEST_USERS_MAX), examplesOffered: true };
}
