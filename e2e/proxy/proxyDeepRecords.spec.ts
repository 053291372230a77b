// Records nested thousands of levels deep, as an upstream may hold them: the list and the
// detail pages render them cut with a marker, and every other row and field as usual.
import { expectNoViolations } from '../axe';
import { DEEP_AUTOTUNE, DEEP_VARIANT } from '../variantUpstream/deepRecords';
import { expect, test } from './proxyFixtures';

const CUT_NOTE = '… nested deeper than 100 levels: the levels below are not shown';

test('an autotune whose variant json is 10,000 levels deep: the list shows every row, its page the value cut', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/autotunes');
  const table = page.getByRole('table', { name: 'Autotunes' });
  await expect(table.getByRole('link', { name: DEEP_AUTOTUNE })).toBeVisible();
  await expect(table.getByRole('link', { name: 'checkout_button_copy' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoViolations(page);

  await table.getByRole('link', { name: DEEP_AUTOTUNE }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEEP_AUTOTUNE })).toBeVisible();
  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.getByRole('row')).toHaveCount(5);
  const deep = variants.getByRole('row', { name: new RegExp(DEEP_VARIANT) });
  await expect(deep).toContainText(CUT_NOTE);
  await expect(deep).toContainText('25 (25%)');
  await expect(variants.getByRole('row', { name: /10% off/ })).toContainText('"pct": 10');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoViolations(page);
  expect(errors).toEqual([]);
});

test('a gate whose rule returns a value and holds a condition 10,000 levels deep: the list and its page render', async ({
  page,
  upstream,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const id = upstream.deepGate;

  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: 30_000 });
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  const planted = page.getByRole('group', { name: /\(read-only\)$/ }).last();
  await expect(planted).toContainText('"deep_probe"');
  await expect(planted).toContainText(CUT_NOTE);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoViolations(page);

  // An edit is compared with the loaded gate (draft, diff, review): none of it may walk the deep values whole.
  await page.getByRole('textbox', { name: 'Description' }).fill('Edited next to a deep value');
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review).toContainText('Edited next to a deep value');
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);
  expect(errors).toEqual([]);

  // Its version history holds the same record.
  await page.goto(`/gates/${id}/history`);
  await expect(page.getByRole('heading', { level: 1, name: /history/i })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The list shows it among the others.
  await page.goto('/gates');
  const table = page.getByRole('table', { name: 'Gates' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  expect(await table.getByRole('link').count()).toBeGreaterThan(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
