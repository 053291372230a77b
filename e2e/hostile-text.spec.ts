// Seeded and typed text with markup and script payloads, on every page that shows it: it must read as literal
// text, run nothing, load nothing from another host, and a javascript: permalink must never become a link.
import type { Page } from '@playwright/test';
import { HOSTILE_LINK, HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from '../src/server/seed/hostileText';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

/** Typed by the user in this test; nothing in the seed has it, so finding it proves the round trip. */
const TYPED = `Saved by the pentest <img src="https://attacker.example/typed.png" onerror=alert(3)> ${HOSTILE_TEXT.breakout}`;

// Each test visits several pages; a machine shared by parallel runs needs more than 30 s for that.
test.describe.configure({ timeout: 90_000 });

interface Watch {
  dialogs: string[];
  foreignRequests: string[];
}

/** Records every dialog a payload could open and every request that leaves the console's own origin. */
function watchForEffects(page: Page, origin: string): Watch {
  const watch: Watch = { dialogs: [], foreignRequests: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) watch.foreignRequests.push(request.url());
  });
  return watch;
}

/** No element a payload would have created, anywhere in the app. */
async function expectNoInjectedElements(page: Page): Promise<void> {
  await expect(
    page.locator('#root script, #root img[src="x"], #root img[src*="attacker.example"], #root [onerror]'),
  ).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
}

/** The text appears literally (as text, not markup) inside `scope`. */
async function expectLiteral(page: Page, text: string, scope = page.getByRole('main')): Promise<void> {
  await expect(scope.getByText(text, { exact: false }).first()).toBeVisible();
}

type ApiRecord = Record<string, unknown>;

/** Answers GETs from the real server with each record's permalink replaced by a javascript: URL (a hostile upstream). */
async function withHostilePermalink(page: Page, url: RegExp): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ApiRecord | ApiRecord[] };
    const hostile = (record: ApiRecord): ApiRecord => ({ ...record, permalink: HOSTILE_LINK });
    const data = Array.isArray(body.data) ? body.data.map(hostile) : hostile(body.data);
    await route.fulfill({ response, json: { ...body, data } });
  });
}

test('gates: seeded and typed payloads render as text in the list, the page, rule summaries and the review', async ({
  connectedPage: page,
  serverUrl,
}) => {
  const watch = watchForEffects(page, new URL(serverUrl).origin);

  await page.goto('/gates?q=XSS');
  const row = page.getByRole('main').getByRole('row', { name: /QA - XSS probe/ });
  await expect(row).toBeVisible();

  await withHostilePermalink(page, /\/console\/v1\/gates\/qa_xss_probe$/);
  await row.getByRole('link', { name: 'QA - XSS probe' }).click();
  const form = page.getByRole('form', { name: 'Edit gate' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    new RegExp(HOSTILE_TEXT.breakout.replace(/[()]/g, '\\$&')),
  );
  // Rule names, in the collapsed rules' plain-words summaries.
  await expectLiteral(page, `${HOSTILE_TEXT.image} ${HOSTILE_TEXT.breakout}`);
  await expectLiteral(page, `${HOSTILE_TEXT.script} "quoted" 'rule'`);
  // The javascript: permalink is shown, but not as a link.
  await expectLiteral(page, HOSTILE_LINK);
  await expect(page.getByRole('link', { name: HOSTILE_LINK })).toHaveCount(0);
  await expectNoInjectedElements(page);

  // Typed text: in the review dialog's diff, then back from the server after saving.
  await form.getByRole('textbox', { name: 'Description' }).fill(TYPED);
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expectLiteral(page, TYPED, review);
  await expectNoInjectedElements(page);
  await review.getByRole('button', { name: /Save as version/ }).click();
  await expect(review).toHaveCount(0);
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(TYPED);
  await page.goto('/gates?q=XSS');
  await expect(page.getByRole('main').getByRole('row', { name: /QA - XSS probe/ })).toBeVisible();
  await expectNoInjectedElements(page);

  expect(watch.dialogs).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test('layers, experiments, dynamic configs and autotunes show seeded payloads as text', async ({
  connectedPage: page,
  serverUrl,
}) => {
  const watch = watchForEffects(page, new URL(serverUrl).origin);

  await page.goto('/layers');
  await expectLiteral(page, HOSTILE_REMOTE_IMAGE);
  await expectNoInjectedElements(page);
  await withHostilePermalink(page, /\/console\/v1\/layers\?/);
  await page.goto('/layers/support_chat_layer');
  await expectLiteral(page, `${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE}`);
  await expectLiteral(page, HOSTILE_LINK);
  await expect(page.getByRole('link', { name: HOSTILE_LINK })).toHaveCount(0);
  await expectNoInjectedElements(page);
  await page.unrouteAll();

  await page.goto('/experiments');
  await expectLiteral(page, `Push digest cadence ${HOSTILE_TEXT.script}`);
  await expectLiteral(page, HOSTILE_REMOTE_IMAGE);
  await expectNoInjectedElements(page);

  await page.goto('/dynamic-configs');
  await expectLiteral(page, HOSTILE_TEXT.breakout);
  await page.goto('/dynamic-configs/mobile_app_config');
  await expectLiteral(page, `Staging ${HOSTILE_TEXT.image}`);
  // Return values are JSON: the strings appear quoted and escaped, and the javascript: URL is not a link.
  await expectLiteral(page, 'attacker.example/probe.png');
  await expectLiteral(page, HOSTILE_LINK);
  await expectNoInjectedElements(page);

  await page.goto('/autotunes');
  await page.getByRole('main').getByRole('link', { name: 'pricing_page_hero' }).click();
  await expectLiteral(page, `${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE}`);
  await expectLiteral(page, `Product shot ${HOSTILE_TEXT.image}`);
  await expectNoInjectedElements(page);

  expect(watch.dialogs).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

test('events and metrics show seeded payloads as text, also in expanded JSON', async ({
  connectedPage: page,
  serverUrl,
}) => {
  const watch = watchForEffects(page, new URL(serverUrl).origin);

  await page.goto(`/events/${encodeURIComponent('café_visit')}?meta=great`);
  const note = `<b>great</b> ${HOSTILE_TEXT.image}`;
  await expectLiteral(page, note);
  await page.getByRole('main').getByRole('button', { name: 'Show metadata' }).first().click();
  const hide = page.getByRole('main').getByRole('button', { name: 'Hide metadata' });
  await expect(hide).toBeVisible();
  // The expanded JSON holds the note as a quoted string: still text, still inert.
  const panel = page.locator(`[id="${(await hide.getAttribute('aria-controls')) ?? ''}"]`);
  await expectLiteral(page, HOSTILE_REMOTE_IMAGE.replace(/"/g, '\\"'), panel);
  await expectNoInjectedElements(page);

  await page.goto('/events/push_opened?tab=metrics');
  await expectLiteral(page, HOSTILE_REMOTE_IMAGE);
  await page.getByRole('main').getByRole('link', { name: 'Push opt-outs' }).click();
  await expectLiteral(page, `${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE}`);
  await expectNoInjectedElements(page);
  await expectNoViolations(page);

  expect(watch.dialogs).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});
