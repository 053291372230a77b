// Before you save: the saved test users whose result an edit changes, in the save bar and the review dialog.
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { seedSavedTestUsers } from './savedTestUsers';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

test('lowering a rule to 0 % lists the saved user it turns away, in the save bar and the review', async ({
  connectedPage: page,
}) => {
  await seedSavedTestUsers(page);
  await page.goto('/gates/search_typo_tolerance');
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  await page.getByRole('textbox', { name: 'Pass percentage' }).fill('0');

  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  const toggle = bar.getByRole('button', { name: 'Saved test users: 1 of 1 change result' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const line = 'Maya (CA, 2.1): passes by Rule 1 → fails by Rule 1';
  await expect(bar.getByText(line)).toBeVisible();

  await bar.getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('list', { name: 'Saved test users whose result changes' })).toContainText(line);
  await expectNoViolations(page);
});

test('restoring an old version lists the saved user the restore turns away', async ({ connectedPage: page }) => {
  await seedSavedTestUsers(page);
  // Version 1 passed 25 % of everyone, the current one 100 %; Maya's bucket on this gate's rule is above 2500.
  await page.goto('/gates/search_typo_tolerance/history?version=1&against=4');
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByText('Current version → restored version.')).toBeVisible();
  await expect(review.getByRole('list', { name: 'Saved test users whose result changes' })).toContainText(
    'Maya (CA, 2.1): passes by Rule 1 → fails by Rule 1',
  );
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
});
