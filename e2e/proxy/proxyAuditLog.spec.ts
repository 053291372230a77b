// The audit log in upstream mode: an upstream without the endpoint (404) gets a note, not an error.
import { expectNoViolations } from '../axe';
import { expect, test } from './proxyFixtures';

test('an upstream without an audit log says the server does not serve one', async ({ page }) => {
  await page.goto('/audit?id=checkout_flow');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('This server does not serve an audit log')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log entries, newest first' })).toHaveCount(0);
  await expectNoViolations(page);
});
