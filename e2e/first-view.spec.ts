import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { E2E_API_KEY, expect, test } from './fixtures';
import { openSession, servedPage, sessionCookie, writtenRootText } from './pageSession';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });
// Not the server's zone: the server writes the page's times in the browser's.
test.use({ timezoneId: 'America/New_York' });

const EVENTS_PAGE = '/events/page%2Fview';
const GATE_PAGE = '/gates/search_ranking_v3';

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

  const served = await writtenRootText(page, EVENTS_PAGE);
  const caption = /\d+ minutes? per bar, [^;]+; busiest [^.]+\./.exec(served)?.[0];
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

/** Watches, from before the page's HTML is parsed, whether `texts` ever leave `#root` once all of them were in it. */
async function watchRootKeeps(page: Page, texts: string[]): Promise<() => Promise<{ seen: boolean; lost: boolean }>> {
  await page.addInitScript((watched: string[]) => {
    const state = { seen: false, lost: false };
    (window as { rootKept?: typeof state }).rootKept = state;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const all = root !== null && watched.every((text) => root.textContent.includes(text));
      if (all) state.seen = true;
      else if (state.seen) state.lost = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
  return () =>
    page.evaluate(
      () => (window as { rootKept?: { seen: boolean; lost: boolean } }).rootKept ?? { seen: false, lost: false },
    );
}

test('a connected browser gets a gate’s page whole, and the app takes it over in place', async ({
  connectedPage: page,
}) => {
  await openSession(page);
  const served = await writtenRootText(page, GATE_PAGE);
  // The whole page, as the app shows it once its editor is in: the rules, the facts beside them, and the connection
  // as this browser has it. Never the key itself.
  expect(served).toContain('English-speaking markets');
  expect(served).toContain('Ownership');
  expect(served).toContain('API key set');
  expect(served).not.toContain('No API key');
  expect(await servedPage(page, GATE_PAGE)).not.toContain(E2E_API_KEY);

  // No read-only view or skeleton between the server's page and the app's (the facts show only with the editor),
  // and no second read of the gate: its data came with the page.
  const rootKept = await watchRootKeeps(page, ['English-speaking markets', 'Ownership']);
  const gateReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/console/v1/gates/search_ranking_v3')) gateReads.push(request.url());
  });
  await page.goto(GATE_PAGE);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const description = page.getByLabel('Description', { exact: true });
  await description.fill('Written over the server’s page.');
  await expect(description).toHaveValue('Written over the server’s page.');
  expect(await rootKept()).toEqual({ seen: true, lost: false });
  expect(gateReads).toEqual([]);
  await expectNoViolations(page);
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
  expect(await writtenRootText(page, EVENTS_PAGE)).toContain('page/view');
  await page.goto('/connection');
  await page.getByLabel('API key').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => sessionCookie(page.context())).toBeUndefined();
  expect(await servedPlain(page, EVENTS_PAGE)).toBe(true);
});
