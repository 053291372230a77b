// Dynamic configs, events, autotunes and metric sources in upstream mode, against an upstream without the list
// extensions and with sparse 201 creates.
import type { Page } from '@playwright/test';
import { API_BASE_PATH, apiPaths } from '../../src/contract/paths';
import { expect, test } from './proxyFixtures';

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('dynamic configs and events without their list endpoints offer open by id and recent names, not an error', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/dynamic-configs');
  await expect(page.getByText('This server does not list dynamic configs. Open one by its id instead.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Dynamic config id').fill('checkout_payment_methods');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout_payment_methods' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Netherlands' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to dynamic configs' }).click();
  await expect(page.getByRole('link', { name: 'checkout_payment_methods' })).toBeVisible();

  // No /event_names: the picker offers names from the newest events, and the page shows no names table.
  await page.goto('/events');
  const picker = page.getByRole('combobox', { name: 'Event name' });
  await picker.click();
  const newest = page.getByRole('group', { name: 'In the newest events' }).getByRole('option').first();
  await expect(newest).toBeVisible();
  const name = (await newest.innerText()).trim();
  await expect(page.getByRole('heading', { name: 'Event names on this server' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await newest.click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: `Events named ${name}` })
      .getByRole('cell')
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to events' }).click();
  await picker.click();
  await expect(
    page.getByRole('group', { name: 'Opened recently on this device' }).getByRole('option', { name }),
  ).toBeVisible();
});

test('an autotune and a metric source created through an upstream that answers 201 with a sparse record', async ({
  page,
  upstream,
}) => {
  test.setTimeout(90_000);
  await page.goto('/autotunes/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Proxy banner test');
  await next(page);
  await page.getByLabel('Variant 1 name').fill('Plain');
  await page.getByLabel('Variant 2 name').fill('Bold');
  await page.getByLabel('Variant 2 value (JSON)').fill('{"bold":true}');
  await next(page);
  await page.getByRole('combobox', { name: 'Success event', exact: true }).fill('banner_click');
  await next(page);
  await next(page);
  await page.getByRole('button', { name: 'Create autotune' }).click();

  // The upstream answered with only the id and name; the page still shows the whole autotune.
  await expect(page.getByRole('heading', { level: 1, name: 'proxy_banner_test' })).toBeVisible();
  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.getByRole('row')).toHaveCount(3);
  await expect(variants.getByRole('row', { name: /Bold/ })).toContainText('"bold": true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const created = upstream.received.find(
    (request) => request.method === 'POST' && request.path === `${API_BASE_PATH}${apiPaths.autotunes()}`,
  );
  expect(created?.body).toMatchObject({ name: 'proxy_banner_test', successEvent: 'banner_click' });

  await page.goto('/metric-sources/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('proxy_orders');
  await page
    .getByRole('textbox', { name: 'SQL', exact: true })
    .fill('select user_id, occurred_at from analytics.orders');
  await page.getByRole('textbox', { name: 'Timestamp column', exact: true }).fill('occurred_at');
  await page.getByRole('combobox', { name: 'Unit id type 1' }).fill('userID');
  await page.getByRole('textbox', { name: 'Column of unit id type 1', exact: true }).fill('user_id');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metric source created' })).toBeVisible();
  const record = page.getByRole('table', { name: 'The created metric source' });
  await expect(record.getByRole('row', { name: /^Name/ })).toContainText('proxy_orders');
  // The upstream answered with the name only; the page shows the source as it was sent.
  await expect(record.getByRole('row', { name: /^SQL/ })).toContainText(
    'select user_id, occurred_at from analytics.orders',
  );
  await expect(record.getByText('userID → user_id')).toBeVisible();
});
