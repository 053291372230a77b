// Test a user on a dynamic config, embedded mode: the tier decides which rule applies, and the panel shows the value
// the config returns for that user.
import { expect, test } from './fixtures';
import { expectNoViolations } from './axe';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

test('a dynamic config returns its staging rule’s value on staging and its default value on production', async ({
  connectedPage: page,
}) => {
  await page.goto('/dynamic-configs/mobile_app_config?test=1');
  const panel = page.getByRole('dialog', { name: /^Test a user on/ });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'No thanks' }).click();
  await panel.getByLabel('User ID').fill('u1');
  await panel.getByRole('combobox', { name: 'Environment tier' }).click();
  await page.getByRole('option', { name: 'staging' }).click();
  const result = panel.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('status')).toContainText('Passes by Rule 3');
  await expect(result).toContainText('debugMenu');
  await expectNoViolations(page);

  await panel.getByRole('combobox', { name: 'Environment tier' }).click();
  await page.getByRole('option', { name: 'production' }).click();
  await expect(result.getByRole('status')).toContainText('Fails by default');
  await expect(result).toContainText('5.2.0');
});
