import * as z from '../../contract/zod';

/**
 * The "Test a user" panel in a page's URL: `test=1` opens it, `testUser=<saved id>` fills it with that saved user.
 * A gate or config page adds these to its own search schema, so a link can open the panel for one user.
 */
export const TestUserSearchShape = {
  test: z.catch(z.optional(z.enum(['1'])), undefined),
  testUser: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
};

export interface TestUserSearch {
  test?: '1' | undefined;
  testUser?: string | undefined;
}
