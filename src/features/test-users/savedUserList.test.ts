import { describe, expect, it } from 'vitest';
import { parseTestUserExport, SAVED_TEST_USERS_MAX, type SavedTestUser } from '../../client/savedTestUsers';
import { TestUserSchema } from '../../contract/evaluation/testUser';
import { duplicateUser, exportText, importUsers, removeUser, saveUser, type SavedList } from './savedUserList';

const maya: SavedTestUser = { id: 'm', name: 'Maya', user: TestUserSchema.parse({ userID: 'maya', country: 'CA' }) };
const sam: SavedTestUser = { id: 's', name: 'Sam', user: TestUserSchema.parse({ userID: 'sam', country: 'FR' }) };
const list: SavedList = { users: [maya, sam], examplesOffered: true };

function many(count: number): SavedList {
  return {
    users: Array.from({ length: count }, (_, index) => ({ ...maya, id: String(index), name: `User ${String(index)}` })),
    examplesOffered: true,
  };
}

describe('saved test users', () => {
  it('duplicates a user right after it, as "<name> (copy)" with its own id and the same fields', () => {
    const change = duplicateUser(list, 'm');
    if ('error' in change) throw new Error(change.error);
    expect(change.list.users.map((saved) => saved.name)).toEqual(['Maya', 'Maya (copy)', 'Sam']);
    expect(change.id).not.toBe('m');
    expect(change.list.users[1]?.user).toEqual(maya.user);
  });

  it('deletes only the user asked for', () => {
    expect(removeUser(list, 'm').users).toEqual([sam]);
  });

  it('saves over the picked user in its place, or adds a new one', () => {
    const over = saveUser(list, 'Maya B', { ...maya.user, country: 'US' }, 'm');
    if ('error' in over) throw new Error(over.error);
    expect(over.list.users.map((saved) => [saved.id, saved.name, saved.user.country])).toEqual([
      ['m', 'Maya B', 'US'],
      ['s', 'Sam', 'FR'],
    ]);
    const added = saveUser(list, 'Lee', maya.user);
    if ('error' in added) throw new Error(added.error);
    expect(added.list.users).toHaveLength(3);
  });

  it('refuses a new user past the limit and says so', () => {
    expect(saveUser(many(SAVED_TEST_USERS_MAX), 'One more', maya.user)).toEqual({
      error: expect.stringContaining('at most 100 test users') as string,
    });
  });

  it('reads back what it exports, and importing its own export changes nothing', () => {
    const parsed = parseTestUserExport(exportText(list));
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.users).toEqual(list.users);
    const merged = importUsers(list, parsed.users);
    expect('list' in merged && merged.list).toEqual(list);
  });

  it('imports into another device: new users appended, a known id replaced', () => {
    const renamed = { ...maya, name: 'Maya (imported)' };
    const merged = importUsers({ users: [maya], examplesOffered: false }, [renamed, sam]);
    expect('list' in merged && merged.list.users.map((saved) => saved.name)).toEqual(['Maya (imported)', 'Sam']);
  });

  it('says why a bad file was refused, and an import past the limit keeps the list as it was', () => {
    expect(parseTestUserExport('not json')).toEqual({ error: 'The file is not JSON' });
    expect(parseTestUserExport('[{"name":"no id"}]')).toEqual({
      error: 'The file is not a list of saved test users (id, name and user for each)',
    });
    const result = importUsers(many(SAVED_TEST_USERS_MAX), [{ ...sam, id: 'new' }]);
    expect(result).toEqual({ error: expect.stringContaining('nothing was imported') as string });
  });
});
