import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSectionAt, sectionNamed } from './navigation';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

// Seeded in src/server/seed/productGates.ts: three rules, temporary, tagged checkout, payments, q3-launch.
const APPLE_PAY = { id: 'checkout_apple_pay', name: 'Checkout - Apple Pay' };

function gatesTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table').first();
}

function searchBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Search gates' });
}

/** How many gates the server holds now, so paging expectations follow the data rather than a fixed number. */
async function gateCount(request: APIRequestContext, serverUrl: string, apiKey: string): Promise<number> {
  const response = await request.get(`${serverUrl}/console/v1/gates?limit=1`, {
    headers: { 'SERVICE-API-KEY': apiKey },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { pagination: { totalItems: number } };
  return body.pagination.totalItems;
}

test('each gate shows its status, type, tags, rule count and when it last changed', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Gates'));
  const table = await expectTableWithRows(page);
  for (const column of ['Gate', 'Status', 'Type', 'Tags', 'Rules', 'Last modified']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: APPLE_PAY.name, exact: true }) });
  await expect(row.getByText(APPLE_PAY.id, { exact: true })).toBeVisible();
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(row.getByText('Temporary', { exact: true })).toBeVisible();
  await expect(row.getByText('payments', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  const modified = row.locator('time');
  await expect(modified).toHaveText(/ago$/);
  // The exact time is one hover away.
  await expect(modified).toHaveAttribute('title', /\d{4}/);
});

test('paging with the URL: an address opens that page and Next page moves the address on', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const total = await gateCount(request, serverUrl, apiKey);
  const pages = Math.ceil(total / 5);
  await page.goto('/gates?page=2&limit=5');
  await expect(page.getByText(`Page 2 of ${String(pages)} · ${String(total)} items`)).toBeVisible();
  await expect(gatesTable(page).getByRole('row')).toHaveCount(6);
  const secondPage = await gatesTable(page).getByRole('row').allInnerTexts();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page).toHaveURL(/[?&]limit=5(&|$)/);
  await expect(page.getByText(`Page 3 of ${String(pages)} · ${String(total)} items`)).toBeVisible();
  await expect.poll(() => gatesTable(page).getByRole('row').allInnerTexts()).not.toEqual(secondPage);

  // Another page size goes into the address and starts again at page 1.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await expect(page).toHaveURL(/[?&]limit=10(&|$)/);
  await expect(page.getByText(`Page 1 of ${String(Math.ceil(total / 10))} · ${String(total)} items`)).toBeVisible();
  await expect(gatesTable(page).getByRole('row')).toHaveCount(11);
});

test('a search in the URL finds a seeded gate by name, and a reload keeps it', async ({ connectedPage: page }) => {
  await page.goto('/gates?q=apple%20pay');
  await expect(searchBox(page)).toHaveValue('apple pay');
  await expect(gatesTable(page).getByRole('link', { name: APPLE_PAY.name, exact: true })).toBeVisible();
  await expect(gatesTable(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Page 1 of 1 · 1 item')).toBeVisible();

  await page.reload();
  await expect(searchBox(page)).toHaveValue('apple pay');
  await expect(gatesTable(page).getByRole('row')).toHaveCount(2);
});

test('typing a search puts it in the URL, finds gates by id, and starts again at page 1', async ({
  connectedPage: page,
}) => {
  await page.goto('/gates?page=2&limit=5');
  await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();

  await searchBox(page).fill('dark_mode');
  await expect(page).toHaveURL(/[?&]q=dark_mode(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  const table = gatesTable(page);
  await expect(table.getByRole('link', { name: 'Dark mode', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Dark mode - mobile', exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await searchBox(page).fill('no gate is called this');
  await expect(page.getByText('No gate has an id or name containing “no gate is called this”.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(searchBox(page)).toHaveValue('');
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(3);
});

test('a gate in the list opens its page', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Gates'));
  await gatesTable(page).getByRole('link', { name: APPLE_PAY.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gates/${APPLE_PAY.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(APPLE_PAY.name);
});

test('without a gates list on the server, the page opens a gate by id and remembers it', async ({
  connectedPage: page,
}) => {
  // An upstream without the list extension answers 404 there; the record endpoint still works.
  await page.route(/\/console\/v1\/gates(\?|$)/, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 404, message: 'Not found' }),
    }),
  );
  await page.goto('/gates');
  await expect(page.getByText('This server does not list gates. Open one by its id instead.')).toBeVisible();
  await expect(page.getByText('None yet.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Gate id' }).fill(APPLE_PAY.id);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gates/${APPLE_PAY.id}$`));

  await page.goto('/gates');
  await page.getByRole('link', { name: APPLE_PAY.id, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gates/${APPLE_PAY.id}$`));
});

test('the Gates list with a search has no accessibility violations in light and dark', async ({
  connectedPage: page,
}) => {
  await page.goto('/gates?q=checkout');
  await expectTableWithRows(page);
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
});
