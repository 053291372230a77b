// Pages opened through the API's extensions (the metric source list and record, Start, a config's own record), and
// what each shows where a server answers 404 for its extension. Embedded mode; tests of one worker share its server,
// so each uses its own records.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { openSection, sectionNamed } from './navigation';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

const SQL = 'select user_id, occurred_at, amount, quantity from analytics.orders';

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Answers 404 for one extension, as an upstream without it does. */
async function answer404(page: Page, method: string, url: RegExp): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 404, message: 'Not found' }),
    });
  });
}

test('metric sources: the nav opens the list, a new source opens its page from the success view and from the list', async ({
  connectedPage: page,
}) => {
  await openSection(page, sectionNamed('Metric sources'));
  await page.getByRole('link', { name: 'New metric source' }).click();
  await field(page, 'Name').fill('dead_end_orders');
  await field(page, 'SQL').fill(SQL);
  await field(page, 'Timestamp column').fill('occurred_at');
  await page.getByRole('combobox', { name: 'Unit id type 1' }).fill('userID');
  await field(page, 'Column of unit id type 1').fill('user_id');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metric source created' })).toBeVisible();

  await page.getByRole('link', { name: 'Open dead_end_orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'dead_end_orders' })).toBeVisible();
  const record = page.getByRole('table', { name: 'Metric source dead_end_orders' });
  await expect(record.getByRole('row', { name: /^SQL/ })).toContainText(SQL);
  await expect(record.getByText('userID → user_id')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Owner and created time' }).getByRole('row', { name: /^Created/ }),
  ).toContainText(/ago|now/);
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Back to metric sources' }).click();
  const list = page.getByRole('table', { name: 'Metric sources' });
  const link = list.getByRole('link', { name: 'dead_end_orders' });
  await expect(list.getByRole('row').filter({ hasText: 'dead_end_orders' })).toContainText('SQL query');
  await expectNoViolations(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'dead_end_orders' })).toBeVisible();
});

test('metric sources: a source page shows custom fields and owner; newest first; a server without the list says so', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  for (const name of ['dead_end_first', 'dead_end_second']) {
    const created = await request.post(`${serverUrl}/console/v1/metrics/metric_source`, {
      headers: { 'SERVICE-API-KEY': apiKey },
      data: {
        name,
        sql: SQL,
        timestampColumn: 'occurred_at',
        idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
        tags: ['revenue'],
        customFieldMapping: [{ key: 'order_value', formula: 'amount * quantity' }],
        owner: { ownerID: 'ada@larkspur.example' },
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/metric-sources');
  const names = page.getByRole('table', { name: 'Metric sources' }).getByRole('row').getByRole('link');
  await expect(names.first()).toBeVisible();
  const order = await names.allTextContents();
  expect(order.indexOf('dead_end_second')).toBeLessThan(order.indexOf('dead_end_first'));

  await page.goto('/metric-sources/dead_end_first');
  const record = page.getByRole('table', { name: 'Metric source dead_end_first' });
  await expect(record.getByRole('row', { name: /^Custom fields/ })).toContainText('order_value');
  await expect(record.getByText('amount * quantity')).toBeVisible();
  const more = page.getByRole('table', { name: 'Owner and created time' });
  await expect(more.getByRole('row', { name: /^Owner/ })).toContainText('ada@larkspur.example');

  await page.goto('/metric-sources/no_such_source');
  await expect(page.getByText('No metric source named no_such_source could be read from this server.')).toBeVisible();

  await answer404(page, 'GET', /\/console\/v1\/metrics\/metric_source\/list/);
  await page.goto('/metric-sources');
  await expect(page.getByText('This server does not list metric sources')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New metric source' })).toBeVisible();
  await expectNoViolations(page);
});

test('autotunes: Start asks first, then the page shows the autotune started', async ({ connectedPage: page }) => {
  await page.goto('/autotunes/signup_form_length');
  await expect(page.getByRole('heading', { level: 1, name: 'signup_form_length' })).toBeVisible();
  await expect(page.getByText('Not started', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Start signup_form_length?');
  await expect(dialog).toContainText('traffic is split across its 2 variants');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Start autotune' }).click();

  await expect(page.getByText('Autotune started successfully.')).toBeVisible();
  await expect(page.getByText('Started', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Started', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
});

test('autotunes: starting one started elsewhere shows the server’s 409 message', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await page.goto('/autotunes/pricing_page_hero');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  const elsewhere = await request.post(`${serverUrl}/console/v1/autotunes/pricing_page_hero/start`, {
    headers: { 'SERVICE-API-KEY': apiKey },
    data: {},
  });
  expect(elsewhere.status()).toBe(200);

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start autotune' }).click();
  await expect(page.getByRole('alert')).toContainText('Autotune "pricing_page_hero" has already been started');
});

test('autotunes: where the server has no start, a 404 hides Start with a note', async ({ connectedPage: page }) => {
  await answer404(page, 'POST', /\/console\/v1\/autotunes\/[^/]+\/start$/);
  await page.goto('/autotunes/promo_50_timing');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start autotune' }).click();
  await expect(page.getByText('This server cannot start autotunes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await expect(page.getByText('Not started', { exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('dynamic configs: the page shows the default value, state and id type; without the extension only the rules', async ({
  connectedPage: page,
}) => {
  await page.goto('/dynamic-configs/checkout_payment_methods');
  const section = page.getByRole('region', { name: 'Default value' });
  await expect(section).toContainText('"methods"');
  await expect(section).toContainText('Enabled');
  await expect(section).toContainText('stableID');
  await expect(section).toContainText('payments');
  await expectNoViolations(page);

  await page.goto('/dynamic-configs/holiday_banner');
  await expect(page.getByRole('region', { name: 'Default value' })).toContainText('Disabled');

  await answer404(page, 'GET', /\/console\/v1\/dynamic_configs\/[^/?]+(\?.*)?$/);
  await page.goto('/dynamic-configs/checkout_payment_methods');
  await expect(page.getByText('Germany and Austria')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Default value' })).toHaveCount(0);
});
