// Saved test users put where the console keeps them (src/client/savedTestUsers.ts) before the app loads, so a spec
// starts with users saved without going through the Test a user panel.
import type { Page } from '@playwright/test';

/** The saved users of every spec: Maya passes a 100 % "Everyone" gate (search_typo_tolerance) and fails the iPad-only one by default. */
export const SAVED_TEST_USERS = [
  {
    id: 'saved-maya',
    name: 'Maya',
    user: { userID: 'maya', country: 'CA', appVersion: '2.1', osName: 'Android', osVersion: '14' },
  },
];

/** Saves `users` for the console's own server ('' base URL) before every load of the page. */
export async function seedSavedTestUsers(page: Page, users = SAVED_TEST_USERS): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      window.localStorage.setItem(key, value);
    },
    { key: 'gatehouse.testUsers.this-server', value: JSON.stringify({ users, examplesOffered: true }) },
  );
}
