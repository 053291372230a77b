// One browser context per worker (and per set of context options), reused from test to test with everything a page
// can store cleared in between. A fresh context per test starts with an empty HTTP cache, so Chromium fetched, parsed
// and compiled the whole app again at every test's first page; a reused one keeps the hashed assets (served with a
// year-long immutable Cache-Control) and V8's code cache warm. Playwright's own context reuse clears the HTTP cache.
import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

// Every kind of site data Chromium keeps, named as CDP's Storage.StorageType does; the HTTP cache is not one of them.
const SITE_DATA = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'websql',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
  'interest_groups',
].join(',');

// Options that put state into a context which a reset would have to restore: a test that sets one gets its own.
const STATEFUL_OPTIONS = [
  'storageState',
  'permissions',
  'geolocation',
  'offline',
  'extraHTTPHeaders',
  'httpCredentials',
  'proxy',
  'clientCertificates',
  'recordHar',
  'recordVideo',
] as const satisfies readonly (keyof BrowserContextOptions)[];

type StoredOrigin = Awaited<ReturnType<BrowserContext['storageState']>>['origins'][number];

/** A reusable context and every web origin its pages have been on, whose data must be cleared. */
interface Reusable {
  context: BrowserContext;
  origins: Set<string>;
}

interface ReuseOptions {
  /**
   * A context of its own for each test (Playwright's default), for a test that changes what a reset cannot undo
   * (a clock, context-wide init scripts or bindings). `E2E_FRESH_CONTEXTS=1` turns it on for every test.
   */
  freshContext: boolean;
  /** Playwright's own fixture: the options its `context` fixture would create the context with (test.use, project). */
  _combinedContextOptions: BrowserContextOptions;
}

interface ReuseWorkerFixtures {
  reusableContexts: Map<string, Reusable>;
}

export const test = base.extend<ReuseOptions, ReuseWorkerFixtures>({
  freshContext: [process.env.E2E_FRESH_CONTEXTS === '1', { option: true }],
  reusableContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no dependencies
    async ({}, use) => {
      const contexts = new Map<string, Reusable>();
      await use(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, freshContext, reusableContexts, _combinedContextOptions: options }, use) => {
    // `offline` is false unless a test sets it.
    if (freshContext || STATEFUL_OPTIONS.some((name) => options[name] !== undefined && options[name] !== false)) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let reusable = reusableContexts.get(key);
    if (reusable === undefined) {
      reusable = watched(await browser.newContext(options));
      reusableContexts.set(key, reusable);
    }
    await use(reusable.context);
    try {
      await clearForNextTest(reusable);
    } catch (error) {
      // The next test gets a new context rather than whatever this one left behind.
      reusableContexts.delete(key);
      await reusable.context.close();
      throw error;
    }
  },
});

function watched(context: BrowserContext): Reusable {
  const origins = new Set<string>();
  context.on('page', (page) => {
    page.on('framenavigated', (frame) => {
      const { origin, protocol } = new URL(frame.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    });
  });
  return { context, origins };
}

/** Leaves the context as a new one would be, but for its HTTP cache; throws if any stored data survived. */
async function clearForNextTest({ context, origins }: Reusable): Promise<void> {
  // Pages first, so nothing writes while the rest is cleared; each test's new page also has a new sessionStorage.
  for (const page of context.pages()) await page.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  // What a test may have set on the context itself; none of these is among the options it was created with.
  await context.setOffline(false);
  await context.setGeolocation(null);
  await context.setExtraHTTPHeaders({});
  if (origins.size > 0) {
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
      await cdp.detach();
    } finally {
      await page.close();
    }
  }
  const { cookies, origins: stored } = await context.storageState({ indexedDB: true });
  // With `indexedDB: true` each origin also lists its databases, which the declared type leaves out.
  const storedWithDatabases = stored as (StoredOrigin & { indexedDB?: { name: string }[] })[];
  const left = [
    ...cookies.map((cookie) => `cookie ${cookie.name}`),
    ...storedWithDatabases.flatMap(({ origin, localStorage, indexedDB = [] }) => [
      ...localStorage.map((item) => `${origin} localStorage ${item.name}`),
      ...indexedDB.map((database) => `${origin} IndexedDB ${database.name}`),
    ]),
  ];
  if (left.length > 0) throw new Error(`The reused browser context still holds ${left.join(', ')} after clearing.`);
}
