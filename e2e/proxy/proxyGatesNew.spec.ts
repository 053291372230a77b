// New gate in upstream mode: the upstream answers a create with only the id and name and words its errors its
// own way; a service without the create says so in the dialog.
import type { Page } from '@playwright/test';
import { API_BASE_PATH, apiPaths } from '../../src/contract/paths';
import { expectNoViolations } from '../axe';
import { expect, test } from './proxyFixtures';

// Steps through two servers (and a 429 now and then) on a shared machine.
const SLOW_STEP_MS = 30_000;
test.describe.configure({ timeout: 120_000 });

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'New gate' });
}

function nameInput(page: Page) {
  return dialog(page).getByRole('textbox', { name: 'Name', exact: true });
}

test('upstream: New gate creates the gate and lands in its editor, which reads the whole record', async ({
  page,
  upstream,
}) => {
  await page.goto('/gates');
  await page.getByRole('link', { name: 'New gate' }).click();
  await expect(dialog(page)).toBeVisible();
  await nameInput(page).fill('Upstream Dark Mode');
  await expect(dialog(page).getByText('upstream_dark_mode')).toBeVisible();
  await dialog(page).getByLabel('Tags').pressSequentially('web,');
  await dialog(page).getByRole('button', { name: 'Create gate' }).click();

  await expect(page).toHaveURL(/\/gates\/upstream_dark_mode$/, { timeout: SLOW_STEP_MS });
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: SLOW_STEP_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Upstream Dark Mode' })).toBeVisible();
  // The upstream is the worker's, shared with other specs that create gates: this gate's creates only.
  const creates = upstream.received.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === `${API_BASE_PATH}${apiPaths.gates()}` &&
      (request.body as { name?: unknown } | undefined)?.name === 'Upstream Dark Mode',
  );
  expect(creates.map((request) => request.body)).toEqual([
    { name: 'Upstream Dark Mode', description: '', type: 'PERMANENT', idType: 'userID', tags: ['web'] },
  ]);
});

test('upstream: a taken name shows the upstream message on the field and keeps every value', async ({ page }) => {
  await page.goto('/gates?new=1');
  await expect(dialog(page)).toBeVisible({ timeout: SLOW_STEP_MS });
  await nameInput(page).fill('Checkout Apple Pay');
  await dialog(page).getByRole('radio', { name: 'Temporary' }).check();
  await dialog(page).getByRole('button', { name: 'Create gate' }).click();
  await expect(nameInput(page)).toHaveAccessibleDescription(/A gate with the id "checkout_apple_pay" already exists/, {
    timeout: SLOW_STEP_MS,
  });
  await expect(nameInput(page)).toHaveValue('Checkout Apple Pay');
  await expect(dialog(page).getByRole('radio', { name: 'Temporary' })).toBeChecked();
  await expectNoViolations(page);
});

test('upstream: a service that answers the create 405 is said not to allow creating gates here', async ({ page }) => {
  await page.route(`**${API_BASE_PATH}${apiPaths.gates()}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({ status: 405, json: { status: 405, message: 'Method not allowed' } });
  });
  await page.goto('/gates?new=1');
  await nameInput(page).fill('Not here');
  await dialog(page).getByRole('button', { name: 'Create gate' }).click();
  await expect(dialog(page).getByText('This service does not allow creating gates here.')).toBeVisible();
  await expect(nameInput(page)).toHaveValue('Not here');
  await expect(dialog(page).getByRole('button', { name: 'Create gate' })).toBeDisabled();
});
