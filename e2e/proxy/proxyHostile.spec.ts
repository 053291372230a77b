// A misbehaving upstream in the browser: its HTML page, redirect, key echo and cookies
// reach the console only as the proxy's JSON errors; no script of it runs and no cookie of it is set.
import type { Page } from '@playwright/test';
import { HOSTILE_GATES, REDIRECT_TARGET, SCRIPT_MARKS } from '../variantUpstream/hostileAnswers';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

// The console retries a 502 three times with backoff before it shows the error.
const RETRIED_ERROR_MS = 25_000;

interface Received {
  url: string;
  body: string;
}

/** Every response the page receives, with its body, to search once the page has settled. */
function recordBodies(page: Page): () => Promise<Received[]> {
  const bodies: Promise<Received>[] = [];
  page.on('response', (response) => {
    bodies.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  return () => Promise.all(bodies);
}

/** Nothing the upstream's script would leave behind: title, window flag or cookie. */
async function expectNoUpstreamScript(page: Page): Promise<void> {
  expect(await page.title()).not.toBe(SCRIPT_MARKS.title);
  expect(await page.evaluate((flag) => flag in window, SCRIPT_MARKS.flag)).toBe(false);
  // A sandboxed document (the API's CSP) may not even read its cookies: then no script could have set one either.
  expect(
    await page.evaluate(() => {
      try {
        return document.cookie;
      } catch {
        return '';
      }
    }),
  ).toBe('');
  expect(await page.context().cookies()).toEqual([]);
}

test.beforeEach(() => {
  test.setTimeout(90_000);
});

test("an upstream's HTML error page shows as the proxy's message, and its script never runs", async ({ page }) => {
  const bodies = recordBodies(page);
  await page.goto(`/gates/${HOSTILE_GATES.htmlPage}`);
  await expect(page.getByText('The upstream answered 500 with text/html instead of JSON.')).toBeVisible({
    timeout: RETRIED_ERROR_MS,
  });
  await expectNoUpstreamScript(page);
  const api = (await bodies()).filter(({ url }) => new URL(url).pathname.startsWith('/console/v1/'));
  expect(api.length).toBeGreaterThan(0);
  for (const { body } of api) expect(body).not.toContain('<script');
});

test('the same page opened directly under /console/v1 runs no script either', async ({ page }) => {
  const response = await page.goto(`/console/v1/gates/${HOSTILE_GATES.htmlPage}`);
  await expectNoUpstreamScript(page);
  expect(response?.headers()['content-type']).toContain('application/json');
  expect(await response?.text()).not.toContain('<script');
});

test("a redirect from the upstream shows as the proxy's message naming the target, and is not followed", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`/gates/${HOSTILE_GATES.redirect}`);
  await expect(
    page.getByText(`The upstream redirected to ${REDIRECT_TARGET}; Gatehouse does not follow redirects.`),
  ).toBeVisible({
    timeout: RETRIED_ERROR_MS,
  });
  expect(requested.filter((url) => url.startsWith(REDIRECT_TARGET))).toEqual([]);
  await expectNoUpstreamScript(page);
});

test('a 401 that echoes the key reaches the browser without the key, in the page and in every response', async ({
  page,
  upstream,
}) => {
  const bodies = recordBodies(page);
  await page.goto(`/gates/${HOSTILE_GATES.keyEcho}`);
  await expect(page.getByRole('heading', { name: 'Not connected' })).toBeVisible({ timeout: RETRIED_ERROR_MS });
  await expect(page.getByText(/Invalid SERVICE-API-KEY/)).toBeVisible();
  // The upstream did echo the key it was sent: the server's, which the proxy removed.
  expect(
    upstream.received.some((request) => request.key === UPSTREAM_KEY && request.path.endsWith(HOSTILE_GATES.keyEcho)),
  ).toBe(true);
  expect(await page.content()).not.toContain(UPSTREAM_KEY);
  const received = await bodies();
  expect(received.some(({ body }) => body.includes('Invalid SERVICE-API-KEY: [redacted]'))).toBe(true);
  for (const { body } of received) expect(body).not.toContain(UPSTREAM_KEY);
});

test('cookies the upstream sets with every answer never reach the browser', async ({ page }) => {
  const setCookies: string[] = [];
  page.on('response', (response) => {
    // A response still arriving as the test closes its page can no longer be read; it is no answer the page used.
    void response
      .headerValue('set-cookie')
      .then((value) => {
        if (value !== null) setCookies.push(value);
      })
      .catch(() => undefined);
  });
  await page.goto('/layers');
  await expect(page.getByRole('table', { name: 'Layers' }).getByRole('row').nth(1)).toBeVisible();
  expect(setCookies).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});
