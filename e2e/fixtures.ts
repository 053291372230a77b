// Each worker gets its own server on its own data directory (a copy of the one seeded data set) and a free port, so
// specs never share state.
import { test as base, expect, type Page } from '@playwright/test';
import { copyOfSeededDataDir, removeDataDir } from './seededDataDir';
export { copyOfSeededDataDir, makeDataDir, removeDataDir } from './seededDataDir';
import { startServer, type RunningServer } from './startServer';
import { testPage } from './testPage';

/** The key every e2e server is started with (CONSOLE_API_KEY). */
export const E2E_API_KEY = 'e2e-key-0123456789abcdef';

/** Where the console keeps the connection of a tab (src/client/connection.ts). */
const CONNECTION_STORAGE_KEY = 'gatehouse.connection';

/** The 401 message of the embedded server. */
export const UNAUTHORIZED_MESSAGE = 'Missing or invalid SERVICE-API-KEY header';

/** Opens the Connection page from the main navigation, enters the key and saves it; a key that works leads on to Gates. */
export async function connect(page: Page, apiKey: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
  await page.getByLabel('API key', { exact: true }).fill(apiKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();
}

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /** Origin of this worker's server, for API calls with `request`. */
  serverUrl: string;
  apiKey: string;
  /**
   * Whether `connectedPage` opens the app at `/` before the test starts (the default). A spec whose tests each
   * begin at an address of their own, or with a step from the main navigation, sets it false: `/` is the Gates list,
   * and loading it only to leave it at once cost about 2.5 CPU seconds per test.
   */
  openAppFirst: boolean;
  /** A page whose console already holds the right API key; at `/` unless the spec turned `openAppFirst` off. */
  connectedPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no dependencies
    async ({}, use) => {
      const dataDir = await copyOfSeededDataDir();
      const server = await startServer({ dataDir, apiKey: E2E_API_KEY });
      try {
        await use(server);
      } finally {
        await server.stop();
        await removeDataDir(dataDir);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  serverUrl: async ({ server }, use) => {
    await use(server.url);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  apiKey: async ({}, use) => {
    await use(E2E_API_KEY);
  },
  openAppFirst: [true, { option: true }],
  // Profiled when asked, photographed when it failed (e2e/testPage.ts).
  page: async ({ page }, use, testInfo) => {
    await testPage(page, use, testInfo);
  },
  // The key is put where the Connection page's Save puts it, before the app loads: the Connection page itself is
  // tested once in shell.spec.ts, and typing it again for every test cost minutes per run.
  connectedPage: async ({ page, openAppFirst }, use) => {
    await page.addInitScript(
      ({ key, settings }) => {
        if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, settings);
      },
      { key: CONNECTION_STORAGE_KEY, settings: JSON.stringify({ baseUrl: '', apiKey: E2E_API_KEY, remember: false }) },
    );
    if (openAppFirst) await page.goto('/');
    await use(page);
  },
});

export { expect };
