// Metric source checks in upstream mode: the upstream's 400s (older `property`/`errorMessage` shape) land at the
// fields, and the autotune wizard checks a metric source id against the upstream's list.
import type { Page } from '@playwright/test';
import { API_BASE_PATH } from '../../src/contract/paths';
import { expect, test } from './proxyFixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a dry run the upstream refuses shows each of its messages at the field it names', async ({ page, upstream }) => {
  test.setTimeout(60_000);
  await page.goto('/metric-sources/new');
  await field(page, 'Name').fill('proxy dry run');
  await field(page, 'SQL').fill('SELEC user_id FRM');
  await field(page, 'Timestamp column').fill('nonexistent_col');
  await page.getByRole('combobox', { name: 'Unit id type 1' }).fill('userID');
  await field(page, 'Column of unit id type 1').fill('user_id');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(field(page, 'SQL')).toHaveAccessibleDescription(/SQL has a syntax error at line 1, column 7/);
  await expect(page.getByText('Dry run passed')).toBeHidden();

  await field(page, 'SQL').fill('select user_id from analytics.orders');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(field(page, 'Timestamp column')).toHaveAccessibleDescription(
    /The query does not output a column named nonexistent_col/,
  );
  const dryRuns = upstream.received.filter(
    (request) => request.method === 'POST' && request.path === `${API_BASE_PATH}/metrics/metric_source`,
  );
  expect(dryRuns.map((request) => request.body)).toEqual([
    expect.objectContaining({ name: 'proxy dry run', dryRun: true }),
    expect.objectContaining({ name: 'proxy dry run', dryRun: true }),
  ]);
});

test('the wizard flags a metric source id the upstream does not list', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/autotunes/new');
  await field(page, 'Name').fill('Proxy source check');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByLabel('Variant 1 name')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('combobox', { name: 'Success event', exact: true }).fill('purchase');
  await field(page, 'Metric source ID').fill('no_such_source');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(field(page, 'Metric source ID')).toHaveAccessibleDescription(
    /This server has no metric source named no_such_source/,
  );
});
