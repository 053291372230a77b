import * as z from '../../contract/zod';
import { TestUserSearchShape } from '../test-users/testUserSearch';

/** The config page's URL search: the rule search text, so a link reopens the same search, and the test panel. */
export const DynamicConfigSearchSchema = z.object({
  q: z.catch(z.optional(z.string()), undefined),
  ...TestUserSearchShape,
});
