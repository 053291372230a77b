import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, expectReadableContrast, useDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { openSection, sectionNamed } from './navigation';
import { busyAfterKeyPresses } from './slowMachine';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

// Seeded names (src/server/seed/seedEventNames.ts): 200,000 events, 52% of them `page/view`; metrics in seedMetrics.ts.
const PAGE_VIEW = 'page/view';
// About 104,000: the seed rounds each name's share.
const PAGE_VIEW_COUNT = '10[34],\\d{3}';

// Event times are shown in the browser's zone: fixed here so the headings read the same on every machine.
test.use({ timezoneId: 'UTC' });

function eventsTable(page: Page, name: string): Locator {
  return page.getByRole('table', { name: `Events named ${name}` });
}

/** Data rows of the events table (the header row is the first). */
function eventRows(page: Page, name: string): Locator {
  return eventsTable(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function openEvent(page: Page, name: string, query = ''): Promise<void> {
  await page.goto(`/events/${encodeURIComponent(name)}${query}`);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

test('picking an event name from the server list opens its events', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Events'));
  await page.getByRole('combobox', { name: 'Event name' }).fill('checkout');
  const option = page.getByRole('option', { name: /checkout completed/ });
  await expect(option).toContainText(/\d[\d,]* events/);
  await option.click();

  await expect(page).toHaveURL(/\/events\/checkout%20completed(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'checkout completed' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
  await expect(eventRows(page, 'checkout completed').first()).toBeVisible();
  // Times are local; the heading names the zone.
  await expect(
    eventsTable(page, 'checkout completed').getByRole('columnheader', { name: 'Time (UTC)', exact: true }),
  ).toBeVisible();
  for (const column of ['User ID', 'Value', 'Source', 'Metadata']) {
    await expect(eventsTable(page, 'checkout completed').getByRole('columnheader', { name: column })).toBeVisible();
  }

  // The name is now offered as a recent one on this device.
  await page.getByRole('link', { name: 'Back to events' }).click();
  await page.getByRole('combobox', { name: 'Event name' }).click();
  await expect(
    page
      .getByRole('group', { name: 'Opened recently on this device' })
      .getByRole('option', { name: /checkout completed/ }),
  ).toBeVisible();
});

test('events page with the URL: a link opens page 2, Next page moves the address, times show the exact value on hover', async ({
  connectedPage: page,
}) => {
  await openEvent(page, PAGE_VIEW, '?page=2&limit=50');
  await expect(page.getByText(new RegExp(`^Events 51–100 of ${PAGE_VIEW_COUNT} · page 2 of 2,080$`))).toBeVisible();
  await expect(page.getByText('50 events loaded.')).toBeVisible();
  const secondPage = await eventRows(page, PAGE_VIEW).first().innerText();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page.getByText(new RegExp(`^Events 101–150 of ${PAGE_VIEW_COUNT} · page 3 of 2,080$`))).toBeVisible();
  await expect.poll(() => eventRows(page, PAGE_VIEW).first().innerText()).not.toBe(secondPage);

  const time = eventRows(page, PAGE_VIEW).first().locator('time');
  await expect(time).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect(time).toHaveAttribute('title', /\.\d{3} UTC[+-]\d\d:\d\d \(\d{13} ms\)$/);
});

test('a row expands to its full metadata as JSON and copies as JSON', async ({ connectedPage: page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEvent(page, 'checkout completed');
  const row = eventRows(page, 'checkout completed').first();
  await expect(row.getByText(/currency=\w+, items=\d+, paymentMethod=\w+/)).toBeVisible();

  await row.getByRole('button', { name: 'Show metadata' }).click();
  await expect(row.getByRole('button', { name: 'Hide metadata' })).toHaveAttribute('aria-expanded', 'true');
  const panel = eventsTable(page, 'checkout completed').getByRole('row').nth(2);
  await expect(panel.getByText('"paymentMethod":')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'metadata, object of 3 keys' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await row.getByRole('button', { name: 'Copy event as JSON' }).click();
  await expect(row.getByRole('button', { name: 'Copied event as JSON' })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    name: string;
    metadata: Record<string, unknown>;
  };
  expect(copied.name).toBe('checkout completed');
  expect(Object.keys(copied.metadata).sort()).toEqual(['currency', 'items', 'paymentMethod']);
});

test('filters narrow the loaded events by source, user and metadata and stay in the address', async ({
  connectedPage: page,
}) => {
  await openEvent(page, 'search_performed', '?limit=100');
  await expect(page.getByText('100 events loaded.')).toBeVisible();

  await page.getByLabel('Source').selectOption('ios');
  await expect(page).toHaveURL(/[?&]source=ios(&|$)/);
  await expect(page.getByText(/^\d+ of 100 loaded events match the filters\.$/)).toBeVisible();
  // Retrying checks over the rows as they stand: a list of rows taken while the filter applies held rows it removed.
  const rows = eventRows(page, 'search_performed');
  await expect(rows.filter({ hasNot: page.getByRole('cell').nth(4).filter({ hasText: /^ios$/ }) })).toHaveCount(0);
  await expect(rows).not.toHaveCount(0);

  await page.getByLabel('Metadata contains').fill('page=3');
  await expect(page).toHaveURL(/[?&]meta=page%3D3(&|$)/);
  // The rows are listed only once the filter has applied: a list taken before it held rows the filter then removed.
  await expect(eventRows(page, 'search_performed').filter({ hasNotText: 'page=3' })).toHaveCount(0);
  for (const row of await eventRows(page, 'search_performed').all()) {
    await expect(row.getByRole('cell').nth(5)).toContainText('page=3');
  }

  const user = (await eventRows(page, 'search_performed').first().getByRole('cell').nth(2).innerText()).trim();
  await page.getByLabel('User ID contains').fill(user);
  await expect(eventRows(page, 'search_performed').filter({ hasNotText: user })).toHaveCount(0);
  for (const row of await eventRows(page, 'search_performed').all()) {
    await expect(row.getByRole('cell').nth(2)).toHaveText(user);
  }

  await page.reload();
  await expect(page.getByLabel('User ID contains')).toHaveValue(user);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('100 events loaded.')).toBeVisible();
});

test('a histogram shows event counts over time for the loaded pages', async ({ connectedPage: page }) => {
  // A rare event spreads few events over each bar.
  await openEvent(page, 'checkout completed', '?limit=20');
  const chart = page.getByRole('figure', { name: 'Events over time' });
  await expect(chart.getByText(/^\d+ (minutes?|hours?|days?) per bar, .+; busiest .+ with \d+\.$/)).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // Counts have whole-number ticks only; a few events per bar gave 0.75 and 1.5 (no accessible name to use here).
  const yTicks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(yTicks.nth(1)).toBeVisible();
  const ticks = await yTicks.allTextContents();
  for (const tick of ticks) expect(tick).toMatch(/^\d[\d,]*$/);
});

test('thousands of loaded events stay a short list of rendered rows', async ({ connectedPage: page }) => {
  await openEvent(page, PAGE_VIEW, '?limit=100&pages=20');
  await expect(page.getByText('2,000 events loaded.')).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Events 1–2,000 of ${PAGE_VIEW_COUNT} · pages 1–20 of 1,040$`)),
  ).toBeVisible();
  const rendered = await eventRows(page, PAGE_VIEW).count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(100);

  // Scrolling to the bottom renders the last events.
  await page.getByRole('region', { name: `Events named ${PAGE_VIEW}, scrollable` }).evaluate((region) => {
    region.scrollTop = region.scrollHeight;
  });
  await expect(eventsTable(page, PAGE_VIEW).locator('tr[aria-rowindex="2001"]')).toBeVisible();

  await page.getByRole('button', { name: 'Load more events' }).click();
  await expect(page).toHaveURL(/[?&]pages=21(&|$)/);
  await expect(page.getByText('2,100 events loaded.')).toBeVisible();
});

test('metrics tab, a funnel metric and its lineage links to another event and another metric', async ({
  connectedPage: page,
}) => {
  await openEvent(page, PAGE_VIEW);
  await page.getByRole('tab', { name: 'Metrics' }).click();
  await expect(page).toHaveURL(/[?&]tab=metrics(&|$)/);
  const metrics = page.getByRole('table', { name: `Metrics built on ${PAGE_VIEW}` });
  const funnelRow = metrics.getByRole('row').filter({ hasText: 'Checkout funnel' });
  await expect(funnelRow.getByText('Funnel', { exact: true })).toBeVisible();
  await expect(funnelRow.getByText('Increase')).toBeVisible();
  await expect(funnelRow.getByText('Checkout analytics')).toBeVisible();
  await expect(funnelRow.getByText('north-star')).toBeVisible();
  await expect(funnelRow.getByText('Permanent')).toBeVisible();

  await funnelRow.getByRole('link', { name: 'Checkout funnel' }).click();
  await expect(page).toHaveURL(/\/events\/page%2Fview\/metrics\/Checkout%20funnel%3A%3Afunnel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout funnel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Metric details' }).getByText('Checkout funnel::funnel')).toBeVisible();
  await expect(page.getByText('Counts distinct events')).toBeVisible();
  const steps = page.getByRole('list', { name: 'Funnel steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  expect(await steps.getByRole('link').allInnerTexts()).toEqual([
    'page/view',
    'search_performed',
    'add_to_cart',
    'checkout completed',
  ]);

  // A lineage metric opens under an event it is built on, and its back link leads there.
  await page
    .getByRole('list', { name: 'Built on metrics', exact: true })
    .getByRole('link', { name: 'add_to_cart::event_user' })
    .click();
  await expect(page).toHaveURL(/\/events\/add_to_cart\/metrics\/add_to_cart%3A%3Aevent_user$/);
  await expect(page.getByRole('table', { name: 'Metric details' }).getByText('add_to_cart::event_user')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the metrics of add_to_cart' })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('list', { name: 'Built on metrics', exact: true })
    .getByRole('link', { name: 'checkout completed::event_count' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout completed' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Metric details' }).getByText('checkout completed::event_count'),
  ).toBeVisible();

  await page.goBack();
  await page
    .getByRole('list', { name: 'Built on events', exact: true })
    .getByRole('link', { name: 'add_to_cart' })
    .click();
  await expect(page).toHaveURL(/\/events\/add_to_cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'add_to_cart' })).toBeVisible();
  await expect(eventRows(page, 'add_to_cart').first()).toBeVisible();
});

test('on a slow machine and a slow server the tabs stay on screen and keep the focus while the metrics load', async ({
  connectedPage: page,
}) => {
  // Past the moment after which a route would swap the page for its loading view.
  await page.route(
    (url) => url.pathname.endsWith('/metrics'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await page.addInitScript(() => {
    const seen = window as unknown as { tabsHidden?: boolean };
    new MutationObserver(() => {
      const list = document.querySelector('[role="tablist"]');
      if (list && !list.checkVisibility()) seen.tabsHidden = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await openEvent(page, PAGE_VIEW);
  // A slow machine: the work that follows a key press on a loaded one (leaving the events tab's rows and chart took
  // 280 ms on this one, throttled) outlasted the router's skeleton delay, and the page flashed to its skeleton and
  // lost the focus.
  await busyAfterKeyPresses(page);

  await page.getByRole('tab', { name: 'Events' }).focus();
  await page.keyboard.press('ArrowRight');
  const metricsTab = page.getByRole('tab', { name: 'Metrics', selected: true });
  await expect(metricsTab).toBeFocused();
  await expect(
    page
      .getByRole('table', { name: `Metrics built on ${PAGE_VIEW}` })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expect(metricsTab).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { tabsHidden?: boolean }).tabsHidden)).toBeUndefined();
});

test('a metric names the metrics built on it too, and each opens', async ({ connectedPage: page }) => {
  await page.goto(`/events/add_to_cart/metrics/${encodeURIComponent('add_to_cart::event_user')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'add_to_cart' })).toBeVisible();
  const usedBy = page.getByRole('list', { name: 'Used by metrics', exact: true });
  await expect(usedBy.getByRole('link', { name: 'Checkout funnel' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Built on events', exact: true }).getByRole('link', { name: 'add_to_cart' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await usedBy.getByRole('link', { name: 'Checkout funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout funnel' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Built on metrics', exact: true })
      .getByRole('link', { name: 'add_to_cart::event_user' }),
  ).toBeVisible();
});

test('a metric opened under an event it is not built on moves under its own; a metric id no event has says so', async ({
  connectedPage: page,
}) => {
  await page.goto(`/events/${encodeURIComponent(PAGE_VIEW)}/metrics/${encodeURIComponent('add_to_cart::event_user')}`);
  await expect(page).toHaveURL(/\/events\/add_to_cart\/metrics\/add_to_cart%3A%3Aevent_user$/);
  await expect(page.getByRole('link', { name: 'Back to the metrics of add_to_cart' })).toBeVisible();

  await page.goto(`/events/${encodeURIComponent(PAGE_VIEW)}/metrics/${encodeURIComponent('Nothing here::funnel')}`);
  await expect(
    page.getByText('No metric with the id “Nothing here::funnel” is built on any event this server lists.'),
  ).toBeVisible();
});

test('names with a space, a slash, a percent sign or an accent round-trip through the address', async ({
  connectedPage: page,
}) => {
  for (const name of ['page/view', 'checkout completed', '50% promo shown', 'café_visit']) {
    await openEvent(page, name);
    await expect(eventRows(page, name).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(eventRows(page, name).first()).toBeVisible();
  }
});

test('a typed name with a space and a slash and no events opens, says it has none, and survives a reload', async ({
  connectedPage: page,
}) => {
  await openSection(page, sectionNamed('Events'));
  // Spaces around the typed name are dropped, those inside it kept.
  await page.getByRole('combobox', { name: 'Event name' }).fill(' beta signup/started ');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/events\/beta%20signup%2Fstarted(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'beta signup/started' })).toBeVisible();
  await expect(
    page.getByText('No events named “beta signup/started” have been recorded yet.', { exact: false }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'beta signup/started' })).toBeVisible();
  await page.getByRole('tab', { name: 'Metrics' }).click();
  await expect(page.getByText('No metrics are built on “beta signup/started” yet.')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe-core finds no violation on the events pages (${scheme})`, async ({ connectedPage: page }) => {
    // Four pages checked in one story: axe takes seconds per page on a busy machine.
    test.setTimeout(120_000);
    await openSection(page, sectionNamed('Events'));
    if (scheme === 'dark') await useDarkScheme(page);
    // Only contrast depends on the scheme; the dark pass checks that alone.
    const check = scheme === 'dark' ? expectReadableContrast : expectNoViolations;
    await expect(page.getByRole('table', { name: 'Event names' }).getByRole('link').first()).toBeVisible();
    await check(page);

    await openEvent(page, 'checkout completed');
    await eventRows(page, 'checkout completed').first().getByRole('button', { name: 'Show metadata' }).click();
    await expect(page.getByText('"paymentMethod":')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Events over time' })).toBeVisible();
    await check(page);

    await page.getByRole('tab', { name: 'Metrics' }).click();
    await expect(page.getByRole('link', { name: 'Revenue per order' })).toBeVisible();
    await check(page);

    await page.getByRole('link', { name: 'Revenue per order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue per order' })).toBeVisible();
    await check(page);
  });
}
