import type { SavedTestUser } from '../../client/savedTestUsers';
import { TestUserSchema } from '../../contract/evaluation/testUser';

// Placeholder examples: the seeded demo gate's own three users replace these (same shape, same ids).
export const EXAMPLE_TEST_USERS: SavedTestUser[] = [
  {
    id: 'example-maya',
    name: 'Maya (Canada, app 2.1)',
    user: TestUserSchema.parse({ userID: 'maya', country: 'CA', appVersion: '2.1', email: 'maya@example.com' }),
  },
  {
    id: 'example-sam',
    name: 'Sam (France)',
    user: TestUserSchema.parse({ userID: 'sam', country: 'FR', appVersion: '1.9', email: 'sam@example.org' }),
  },
  {
    id: 'example-staff',
    name: 'Staff member',
    user: TestUserSchema.parse({ userID: 'staff-1', country: 'US', appVersion: '2.3', email: 'lee@acme.com' }),
  },
];
