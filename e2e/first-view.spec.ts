import type { BrowserContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });
// Not the server's zone: the server writes the page's times in the browser's.
test.use({ timezoneId: 'America/New_York' });

const EVENTS_PAGE = '/events/page%2Fview';
const SESSION_COOKIE = 'gatehouse-session';

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Opens a page of the console and waits for the page session it opens once idle (client/pageSession.ts). */
async function openSession(page: Page): Promise<void> {
  await page.goto('/gates');
  await expect.poll(() => sessionCookie(page.context()), { timeout: 15_000 }).toBeDefined();
}

/** The page's HTML as the server sends it to this browser, before any script runs. */
async function servedPage(page: Page, address: string): Promise<string> {
  const response = await page.request.get(address, { headers: { Accept: 'text/html' } });
  return response.text();
}

/** The text of the server's render in `#root`, or undefined when the server sent the page without one. */
async function servedRootText(page: Page, address: string): Promise<string | undefined> {
  const root = /<div id="root" inert>([\s\S]*?)<\/div><script type="application\/json"/.exec(
    await servedPage(page, address),
  );
  return root?.[1]?.replace(/<[^>]+>/g, ' ');
}

/** Whether the page came as built: an empty `#root` and no data. */
async function servedPlain(page: Page, address: string): Promise<boolean> {
  const html = await servedPage(page, address);
  return html.includes('<div id="root"></div>') && !html.includes('application/json');
}

test('a connected browser gets an event name’s page with its events already in it, in its own zone', async ({
  connectedPage: page,
}) => {
  await openSession(page);
  const cookie = await sessionCookie(page.context());
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  const served = await servedRootText(page, EVENTS_PAGE);
  const caption = /\d+ minutes? per bar, [^;]+; busiest [^.]+\./.exec(served ?? '')?.[0];
  expect(caption).toBeDefined();

  // The page the browser then shows says the same: the same events, written in the same (the browser's) zone.
  await page.goto(EVENTS_PAGE);
  await expect(page.getByText(caption ?? '', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events named page/view' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoViolations(page);
});

test('the page keeps working once the app has taken over from the server’s view', async ({ connectedPage: page }) => {
  await openSession(page);
  await page.goto(EVENTS_PAGE);
  // Clicks wait for the app: the server's view takes none (it is inert), the app's own view takes them all.
  await page.getByRole('tab', { name: 'Metrics' }).click();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('table', { name: 'Metrics built on page/view' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('table', { name: 'Events named page/view' }).getByRole('row').nth(1)).toBeVisible();
});

test('without a session, or once the key is forgotten, the page carries no data', async ({
  connectedPage: page,
  browser,
  baseURL,
}) => {
  const stranger = await browser.newContext({ baseURL });
  try {
    const strangerPage = await stranger.newPage();
    expect(await servedPlain(strangerPage, EVENTS_PAGE)).toBe(true);
  } finally {
    await stranger.close();
  }

  await openSession(page);
  expect(await servedPlain(page, EVENTS_PAGE)).toBe(false);
  await page.goto('/connection');
  await page.getByLabel('API key').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => sessionCookie(page.context())).toBeUndefined();
  expect(await servedPlain(page, EVENTS_PAGE)).toBe(true);
});
