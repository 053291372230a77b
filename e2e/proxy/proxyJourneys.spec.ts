// One journey per page in upstream mode, against an upstream that answers the way a real service may.
import { expect, startProxyServer, test, UPSTREAM_KEY } from './proxyFixtures';

test('layers page through query-only links and no totalItems, with no key in the browser', async ({
  page,
  upstream,
}) => {
  await page.goto('/layers?limit=5');
  const table = page.getByRole('table', { name: 'Layers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstPageIds = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstPageIds ?? '');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A sort reads every page by following the query-only links, so the first layer by id leads page 1.
  await page.goto('/layers?limit=5&sort=id');
  await expect(page.getByText('Sorted across all 15 layers.')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('checkout_layer');
  // The server added its key to every request; none came from the browser.
  expect(new Set(upstream.received.map((request) => request.key))).toEqual(new Set([UPSTREAM_KEY]));
});

test('pulse load history opens from the experiments list, unknown record fields and all', async ({ page }) => {
  await page.goto('/experiments');
  const experiments = page.getByRole('table').first();
  await experiments.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pulse-loads/);
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a 429 with Retry-After is retried without the user seeing an error', async ({ page, upstream }) => {
  const visits = ['/layers', '/experiments', '/layers?limit=5&page=2', '/layers?limit=5&page=3'];
  for (const path of [...visits, ...visits, ...visits]) {
    await page.goto(path);
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/too many requests/i)).toHaveCount(0);
  }
  // Every tenth GET was answered 429, so at least one was; the pages above all showed their rows regardless.
  expect(upstream.received.filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(10);
});

test('a 401 that echoes the key is shown without the key', async ({ page, upstream }) => {
  const wrongKey = 'wrong-upstream-key-5e6f7a8b9c';
  const server = await startProxyServer(upstream.url, wrongKey);
  try {
    await page.goto(`${server.url}/layers`);
    await expect(page.getByText(/SERVICE-API-KEY/).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(wrongKey);
  } finally {
    await server.stop();
  }
});
