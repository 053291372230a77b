// New gate: the dialog over the Gates list, from its button and from the palette, against the embedded server.
import type { APIRequestContext, Page } from '@playwright/test';
import { GateSchema } from '../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// Each test walks a journey with an axe pass on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'New gate' });
}

function nameInput(page: Page) {
  return dialog(page).getByRole('textbox', { name: 'Name', exact: true });
}

async function readGate(request: APIRequestContext, serverUrl: string, apiKey: string, id: string) {
  const response = await request.get(`${serverUrl}${API_BASE_PATH}${apiPaths.gate(id)}`, {
    headers: { [API_KEY_HEADER]: apiKey },
  });
  expect(response.status()).toBe(200);
  return GateSchema.parse(((await response.json()) as { data: unknown }).data);
}

test('New gate shows the id as it is typed, creates the gate and opens its editor', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();
  await page.getByRole('link', { name: 'New gate' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]new=1/);
  await expect(nameInput(page)).toBeFocused();
  await expectNoViolations(page);

  // The limits are checked before anything is sent.
  await nameInput(page).fill('Holiday banner!');
  await nameInput(page).blur();
  await expect(dialog(page).getByText('Name may use only letters, digits, spaces and _ - .')).toBeVisible();

  await nameInput(page).fill('Holiday Banner 2026');
  await expect(dialog(page).getByText('holiday_banner_2026')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Seasonal banner on the home page');
  await dialog(page).getByRole('radio', { name: 'Temporary' }).check();
  await dialog(page).getByLabel('Id type').fill('companyID');
  await dialog(page).getByLabel('Tags').pressSequentially('web,promo,');
  await dialog(page).getByRole('button', { name: 'Create gate' }).click();

  await expect(page).toHaveURL(/\/gates\/holiday_banner_2026$/);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Banner 2026' })).toBeVisible();
  const created = await readGate(request, serverUrl, apiKey, 'holiday_banner_2026');
  expect(created).toMatchObject({
    name: 'Holiday Banner 2026',
    description: 'Seasonal banner on the home page',
    type: 'TEMPORARY',
    idType: 'companyID',
    tags: ['web', 'promo'],
    version: 1,
  });

  // The list was refreshed: the new gate is found there.
  await page.goto('/gates?q=holiday');
  await expect(
    page.getByRole('table', { name: 'Gates matching holiday' }).getByRole('link', { name: 'Holiday Banner 2026' }),
  ).toBeVisible();
});

test('a taken name says so on the field with every value kept; a reload keeps the dialog open; Escape returns focus', async ({
  connectedPage: page,
}) => {
  await page.goto('/gates?new=1');
  await expect(dialog(page)).toBeVisible();
  await nameInput(page).fill('Checkout Apple Pay');
  await expect(dialog(page).getByText('checkout_apple_pay')).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Kept after the refusal');
  await dialog(page).getByRole('button', { name: 'Create gate' }).click();

  await expect(nameInput(page)).toHaveAccessibleDescription(/A gate with the id "checkout_apple_pay" already exists/);
  await expect(nameInput(page)).toHaveValue('Checkout Apple Pay');
  await expect(dialog(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Kept after the refusal');
  await expect(page).toHaveURL(/[?&]new=1/);
  await expectNoViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/new=1/);
  await expect(page.getByRole('link', { name: 'New gate' })).toBeFocused();
});

test('the palette opens New gate from another page', async ({ connectedPage: page }) => {
  await page.goto('/layers');
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('textbox', { name: /^Search gates, layers/ }).fill('new gate');
  const action = palette.getByRole('button', { name: /^New gate/ });
  await expect(action).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/gates\?new=1$/);
});
