// Test users in upstream mode: the page on an upstream without the dynamic configs list, and the review's check.
import { seedSavedTestUsers } from '../savedTestUsers';
import { expectNoViolations } from '../axe';
import { expect, test } from './proxyFixtures';

test('the page evaluates every gate and, with no configs list, the configs opened recently, and says so', async ({
  page,
}) => {
  await seedSavedTestUsers(page);
  await page.goto('/what-user-sees?user=saved-maya');
  await expect(page.getByText(/^Maya: \d+ pass, \d+ fail/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/This server has no dynamic configs list/)).toBeVisible();
  const table = page.getByRole('table', { name: 'What Maya sees' });
  await page.getByRole('textbox', { name: 'Filter' }).fill('search_typo_tolerance');
  await expect(table.getByRole('row').filter({ hasText: 'search_typo_tolerance' })).toContainText('Passes');
  await page.getByRole('textbox', { name: 'Filter' }).fill('mobile_tablet_layout');
  await expect(table.getByRole('row').filter({ hasText: 'mobile_tablet_layout' })).toContainText('Fails by default');
  await expectNoViolations(page);
});

test('the review lists the saved user an edit turns away', async ({ page }) => {
  await seedSavedTestUsers(page);
  await page.goto('/gates/search_typo_tolerance');
  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  await page.getByRole('textbox', { name: 'Pass percentage' }).fill('0');
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByText('Maya (CA, 2.1): passes by Rule 1 → fails by Rule 1')).toBeVisible();
  await expectNoViolations(page);
});
