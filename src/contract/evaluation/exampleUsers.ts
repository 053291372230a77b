import { TestUserSchema, type TestUser } from './testUser';

/** A named test user as a device keeps it. */
export interface ExampleUser {
  id: string;
  name: string;
  user: TestUser;
}

/**
 * The three test users a first visit offers, built on the embedded server's seed: on the gate "Canada pilot" Maya
 * passes by Rule 2 (her user id falls in the pilot's 25 %), Sam fails by default and Priya passes by the staff rule.
 * Fixed ids, so offering them twice never makes duplicates. Kept here, not in the console, so the embedded server's
 * tests can check them against the seed.
 */
export const EXAMPLE_USERS: readonly ExampleUser[] = [
  {
    id: 'example-maya',
    name: 'Maya (Canada, app 2.1)',
    user: TestUserSchema.parse({
      userID: 'maya-1003',
      email: 'maya@example.ca',
      country: 'CA',
      appVersion: '2.1',
      osName: 'Android',
      osVersion: '14',
      browserName: 'Chrome Mobile',
    }),
  },
  {
    id: 'example-sam',
    name: 'Sam (France)',
    user: TestUserSchema.parse({
      userID: 'sam-2001',
      email: 'sam@example.fr',
      country: 'FR',
      appVersion: '2.1',
      osName: 'iOS',
      osVersion: '17.4',
      browserName: 'Mobile Safari',
    }),
  },
  {
    id: 'example-staff',
    name: 'Priya (staff, larkspur.example)',
    user: TestUserSchema.parse({
      userID: 'priya-staff',
      email: 'priya.raman@larkspur.example',
      country: 'GB',
      appVersion: '1.9',
      browserName: 'Firefox',
      osName: 'macOS',
    }),
  },
];
