// The pages that once led nowhere, in upstream mode: the metric source list and page, an autotune's Start and a
// config's default value reach the upstream through the proxy, which adds the key the browser never holds.
import { API_BASE_PATH } from '../../src/contract/paths';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

test('metric sources listed by the upstream open their page', async ({ page, upstream }) => {
  await page.goto('/metric-sources');
  const list = page.getByRole('table', { name: 'Metric sources' });
  const first = list.getByRole('row').getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: `Metric source ${name}` })).toBeVisible();
  expect(
    upstream.received.some((request) => request.path.startsWith(`${API_BASE_PATH}/metrics/metric_source/list`)),
  ).toBe(true);
});

test("an autotune started from its page is started upstream, with the server's key", async ({ page, upstream }) => {
  await page.goto('/autotunes/signup_form_length');
  await expect(page.getByText('Not started', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start autotune' }).click();
  await expect(page.getByText('Autotune started successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);

  const start = upstream.received.find(
    (request) => request.method === 'POST' && request.path === `${API_BASE_PATH}/autotunes/signup_form_length/start`,
  );
  expect(start?.key).toBe(UPSTREAM_KEY);
  await page.reload();
  await expect(page.getByText('Started', { exact: true }).first()).toBeVisible();
});

test("a config's default value is read from the upstream although it does not list configs", async ({ page }) => {
  await page.goto('/dynamic-configs/checkout_payment_methods');
  const section = page.getByRole('region', { name: 'Default value' });
  await expect(section).toContainText('"methods"');
  await expect(section).toContainText('stableID');
  await expect(page.getByRole('heading', { name: '1. Netherlands' })).toBeVisible();
});
