import type { SavedTestUser } from '../../client/savedTestUsers';
import { EXAMPLE_USERS } from '../../contract/evaluation/exampleUsers';

/**
 * The three test users a first visit offers: Maya passes the seeded gate "Canada pilot" by Rule 2, Sam fails it by
 * default, Priya passes by the staff rule. They are defined beside the evaluation module so the embedded server's
 * tests can check those results against the seed.
 */
export const EXAMPLE_TEST_USERS: SavedTestUser[] = [...EXAMPLE_USERS];
