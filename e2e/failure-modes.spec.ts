// The console when the API misbehaves: each fault is injected in front of the real server with page.route, then
// lifted, and the page must have said what went wrong, offered Retry, and kept whatever the user typed.
import type { Page, Request, Route } from '@playwright/test';
import { REQUEST_TIMEOUT_STORAGE_KEY } from '../src/client/requestTimeout';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows } from './navigation';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

/** Short enough that a stalled request fails fast here; the console's own default is 20 s. */
const TEST_TIMEOUT_MS = 1_500;

const LAYERS_LIST = /\/console\/v1\/layers\?/;
const GATE = /\/console\/v1\/gates\/qa_xss_probe$/;
const METRIC_SOURCE = /\/console\/v1\/metrics\/metric_source$/;

// Each test walks several faults and page loads; a machine shared by parallel runs needs more than 30 s for that.
test.describe.configure({ timeout: 90_000 });

type Fault = (route: Route) => Promise<void>;

const serverError: Fault = (route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ status: 500, message: 'The database is read-only for maintenance' }),
  });
const htmlPage: Fault = (route) =>
  route.fulfill({
    status: 200,
    contentType: 'text/html',
    body: '<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>',
  });
const dropConnection: Fault = (route) => route.abort('connectionreset');
// Never answers; the client's timeout has to end the wait.
const stall: Fault = () => new Promise<void>(() => undefined);

/**
 * Serves `fault` to the requests matching `url` until the returned function is called; requests after that reach
 * the real server. Returns the lift function and the requests the fault saw.
 */
async function injectFault(
  page: Page,
  url: RegExp,
  fault: Fault,
  method = 'GET',
): Promise<{ lift: () => Promise<void>; seen: Request[] }> {
  const seen: Request[] = [];
  let lifted = false;
  await page.route(url, async (route) => {
    if (lifted || route.request().method() !== method) return route.fallback();
    seen.push(route.request());
    await fault(route);
  });
  return {
    seen,
    lift: async () => {
      lifted = true;
      // A stalled route never settles; unrouting must not wait for it.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
}

/**
 * Lowers the client's request timeout for every page this tab opens, until the returned function restores the
 * default. Only a stall is meant to meet the short one: a request that must then succeed goes to the real server,
 * which on a loaded machine can take longer than that (a create took over 1.5 s in CI, s29).
 */
async function useShortTimeout(page: Page): Promise<() => Promise<void>> {
  const script = await page.addInitScript(
    ({ key, value }) => {
      window.localStorage.setItem(key, value);
    },
    { key: REQUEST_TIMEOUT_STORAGE_KEY, value: String(TEST_TIMEOUT_MS) },
  );
  return async () => {
    await script.dispose();
    await page.evaluate((key) => {
      window.localStorage.removeItem(key);
    }, REQUEST_TIMEOUT_STORAGE_KEY);
  };
}

function retryButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Retry' });
}

test('a list page shows each failure with Retry, and loads once the fault is lifted', async ({
  connectedPage: page,
}) => {
  // A 500 is not retried: its message is on screen at once.
  let fault = await injectFault(page, LAYERS_LIST, serverError);
  await page.goto('/layers');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('The database is read-only for maintenance')).toBeVisible();
  await expectNoViolations(page);
  expect(fault.seen).toHaveLength(1);

  // Retry with the server now answering with a web page instead of JSON.
  await fault.lift();
  fault = await injectFault(page, LAYERS_LIST, htmlPage);
  await retryButton(page).click();
  await expect(page.getByText(/answered OK \(HTTP 200\) but not with JSON/)).toBeVisible();

  // Lifted: Retry shows the list.
  await fault.lift();
  await retryButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
  await expectTableWithRows(page);

  // A 503 with Retry-After is waited out and retried by itself: the user sees the list, never the error.
  const busy = await injectFault(page, LAYERS_LIST, async (route) => {
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1' },
      contentType: 'text/html',
      body: '<h1>Service Unavailable</h1>',
    });
    await busy.lift();
  });
  const started = Date.now();
  await page.goto('/layers?page=2');
  await expectTableWithRows(page);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  expect(busy.seen).toHaveLength(1);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a detail page ends a stall with a timeout message, and a dropped connection is retried', async ({
  connectedPage: page,
}) => {
  const useDefaultTimeout = await useShortTimeout(page);
  const fault = await injectFault(page, GATE, stall);
  await page.goto('/gates/qa_xss_probe');
  // Not a spinner forever: one timeout (not retried) and the error view.
  await expect(page.getByText('did not answer within 2 seconds. Try again.')).toBeVisible({
    timeout: TEST_TIMEOUT_MS + 5_000,
  });
  expect(fault.seen).toHaveLength(1);
  await expectNoViolations(page);

  await fault.lift();
  await useDefaultTimeout();
  await retryButton(page).click();
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();

  // A connection reset once: the GET is retried by itself and the autotunes list shows.
  const reset = await injectFault(page, /\/console\/v1\/autotunes\?/, async (route) => {
    await dropConnection(route);
    await reset.lift();
  });
  await page.goto('/autotunes');
  await expectTableWithRows(page);
  expect(reset.seen).toHaveLength(1);
});

test('a failed create keeps every typed value, is never resent by itself, and succeeds on the next try', async ({
  connectedPage: page,
}) => {
  const useDefaultTimeout = await useShortTimeout(page);
  await page.goto('/metric-sources/new');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const sql = 'select user_id, occurred_at from analytics.orders';
  const typed: [string, string][] = [
    ['Name', 'orders_after_outage'],
    ['Description', 'Typed while the server was down'],
    ['Timestamp column', 'occurred_at'],
    ['Column of unit id type 1', 'user_id'],
  ];
  await expect(field('SQL')).toBeVisible();
  for (const [name, value] of typed) await field(name).fill(value);
  await field('SQL').fill(sql);
  await page.getByRole('combobox', { name: 'Unit id type 1' }).fill('userID');

  const expectTypedValuesKept = async () => {
    for (const [name, value] of typed) await expect(field(name)).toHaveValue(value);
    // The SQL editor is CodeMirror: its text is the content of an editable element, not an input value.
    await expect(field('SQL')).toHaveText(sql);
    await expect(page.getByRole('combobox', { name: 'Unit id type 1' })).toHaveValue('userID');
  };

  // Dropped connection: the create is not retried behind the user's back.
  let fault = await injectFault(page, METRIC_SOURCE, dropConnection, 'POST');
  await page.getByRole('button', { name: 'Create' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The metric source was not created' });
  await expect(alert).toContainText('Cannot reach the server');
  await expectTypedValuesKept();
  expect(fault.seen).toHaveLength(1);

  // A stall: the timeout says the outcome is unknown and that the edits are still here.
  await fault.lift();
  fault = await injectFault(page, METRIC_SOURCE, stall, 'POST');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(alert).toContainText('may or may not have been saved', { timeout: TEST_TIMEOUT_MS + 5_000 });
  await expectTypedValuesKept();
  await expectNoViolations(page);
  expect(fault.seen).toHaveLength(1);

  await fault.lift();
  await useDefaultTimeout();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metric source created' })).toBeVisible();
  await expect(page.getByText('Typed while the server was down')).toBeVisible();
});
