// "What does this user see?": every gate and config evaluated for one saved test user, against the embedded server.
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { seedSavedTestUsers } from './savedTestUsers';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

test('a saved user picked from the page sees a passing and a failing gate, each with why and a link to test it', async ({
  connectedPage: page,
}) => {
  await seedSavedTestUsers(page);
  await page.goto('/what-user-sees');
  await expect(page.getByRole('heading', { level: 1, name: 'What does this user see?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Test user' }).click();
  await page.getByRole('option', { name: 'Maya' }).click();
  await expect(page).toHaveURL(/user=saved-maya/);

  const table = page.getByRole('table', { name: 'What Maya sees' });
  await expect(page.getByText(/^Maya: \d+ pass, \d+ fail/)).toBeVisible({ timeout: 30_000 });

  // The filter narrows to one gate and lives in the URL.
  await page.getByRole('textbox', { name: 'Filter' }).fill('search_typo_tolerance');
  await expect(page).toHaveURL(/q=search_typo_tolerance/);
  const passing = table.getByRole('row').filter({ hasText: 'search_typo_tolerance' });
  await expect(passing).toContainText('Passes');
  await expect(passing).toContainText("Passes by Rule 1 'Everyone'");
  await expect(passing.getByRole('link')).toHaveAttribute(
    'href',
    /\/gates\/search_typo_tolerance\?.*testUser=saved-maya/,
  );

  await page.getByRole('textbox', { name: 'Filter' }).fill('mobile_tablet_layout');
  const failing = table.getByRole('row').filter({ hasText: 'mobile_tablet_layout' });
  await expect(failing).toContainText('Fails');
  await expect(failing).toContainText('Fails by default: no rule applies');

  // The kind filter leaves only dynamic configs; with the result filter, only failing ones.
  await page.getByRole('textbox', { name: 'Filter' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Dynamic configs' }).click();
  await expect(page).toHaveURL(/kind=dynamic_config/);
  await expect(table.getByRole('cell', { name: 'Dynamic config', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Gate', exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'Fails' }).click();
  await expect(page).toHaveURL(/result=fail/);
  await expect(table.getByText('Passes', { exact: true })).toHaveCount(0);
  await expectNoViolations(page);
});

test('with no saved users the page says how to save one', async ({ connectedPage: page }) => {
  await page.goto('/what-user-sees');
  await expect(page.getByText('Open any gate, Test a user, Save')).toBeVisible();
  await expectNoViolations(page);
});
