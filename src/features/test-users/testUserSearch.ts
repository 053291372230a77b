import { nonEmptyText, oneOf, searchReader } from '../../ui/searchFields';

/**
 * The "Test a user" panel in a page's URL: `test=1` opens it, `testUser=<saved id>` fills it with that saved user.
 * A gate or config page adds these to its own search, so a link can open the panel for one user.
 */
export const testUserSearchFields = {
  test: oneOf(['1'] as const),
  testUser: nonEmptyText,
};

export interface TestUserSearch {
  test?: '1' | undefined;
  testUser?: string | undefined;
}

/** The search of a page with nothing but the panel in its address (a gate's page). */
export const TestUserSearchSchema = searchReader<TestUserSearch>(testUserSearchFields);
