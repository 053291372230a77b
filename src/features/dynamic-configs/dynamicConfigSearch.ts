import { searchReader, text } from '../../ui/searchFields';
import { type TestUserSearch, testUserSearchFields } from '../test-users/testUserSearch';

/** The config page's URL search: the rule search text, so a link reopens the same search, and the test panel. */
export const DynamicConfigSearchSchema = searchReader<TestUserSearch & { q?: string | undefined }>({
  q: text,
  ...testUserSearchFields,
});
