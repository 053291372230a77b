import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// Each test walks a whole journey (several pages and axe runs), which takes longer than one page's check.
test.describe.configure({ timeout: 90_000 });

function palette(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Command palette' });
}

/** Opens the palette with Ctrl/Cmd+K and types `query` into its search box. */
async function searchPalette(page: Page, query: string): Promise<Locator> {
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = palette(page);
  const search = dialog.getByRole('textbox', { name: /^Search gates, layers/ });
  await expect(search).toBeFocused();
  await search.fill(query);
  return dialog;
}

/** Waits until `result` is the selected row, then opens it with Enter, as a keyboard user does. */
async function openWithEnter(page: Page, result: Locator): Promise<void> {
  await expect(result).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
}

test('the palette finds a gate, a layer and an event by part of a name, runs an action and remembers the picks', async ({
  connectedPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();

  // The header button opens it too; before typing it offers pages and actions.
  await page.getByRole('button', { name: 'Search gates, pages and actions' }).click();
  await expect(palette(page).getByRole('group', { name: 'Pages' })).toBeVisible();
  await expect(palette(page).getByRole('button', { name: /^New autotune/ })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);

  // A gate by a word inside its name, through the server's search.
  let dialog = await searchPalette(page, 'apple p');
  const gate = dialog.getByRole('group', { name: 'Gates' }).getByRole('button', { name: /Checkout - Apple Pay/ });
  await expect(gate).toContainText('checkout_apple_pay');
  await expect(gate).toContainText('Gate');
  await expectNoViolations(page);
  await openWithEnter(page, gate);
  await expect(page).toHaveURL(/\/gates\/checkout_apple_pay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout - Apple Pay' })).toBeVisible();

  dialog = await searchPalette(page, 'checkout_lay');
  await openWithEnter(page, dialog.getByRole('button', { name: /^checkout_layer/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'checkout_layer' })).toBeVisible();

  // Accents and case do not matter: "CAFE_V" finds café_visit.
  dialog = await searchPalette(page, 'CAFE_V');
  await openWithEnter(
    page,
    dialog.getByRole('group', { name: 'Event names' }).getByRole('button', { name: /^café_visit/ }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'café_visit' })).toBeVisible();

  dialog = await searchPalette(page, 'new autotune');
  await openWithEnter(page, dialog.getByRole('button', { name: /^New autotune/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'New autotune' })).toBeVisible();

  // Reopened with nothing typed, the picks come first, most recent first, and survive a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New autotune' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const recent = palette(page).getByRole('group', { name: 'Recent' }).getByRole('button');
  await expect(recent).toHaveCount(4);
  await expect(recent.nth(0)).toContainText('New autotune');
  await expect(recent.nth(1)).toContainText('café_visit');
  await expect(recent.nth(2)).toContainText('checkout_layer');
  await expect(recent.nth(3)).toContainText('Checkout - Apple Pay');
  await recent.nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout_layer' })).toBeVisible();
});

test('shortcuts: "?" lists them, "g l" navigates, a gate page edits and reviews by keyboard, and a field keeps its letters', async ({
  connectedPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();

  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /G then L Go to Layers/ })).toBeVisible();
  await expect(help.getByRole('row', { name: /S Review the changes before saving/ })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();

  // Letters typed into a field stay letters: "g l" in the filter navigates nowhere.
  const filter = page.getByLabel('Filter layers');
  await filter.click();
  await page.keyboard.type('gl');
  await expect(filter).toHaveValue('gl');
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();

  await page.goto('/gates/checkout_apple_pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout - Apple Pay' })).toBeVisible();
  // The server may have written the page (a page session is open by now): keys pressed before the app's script runs
  // are not seen, so this waits for the app (shortcuts-early.spec.ts has the keys pressed once it runs).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/gates\/checkout_apple_pay\/history/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout - Apple Pay' })).toBeVisible();

  await page.keyboard.press('e');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Checkout - Apple Pay');
  await page.keyboard.press('End');
  await page.keyboard.type(' he');
  await expect(name).toHaveValue('Checkout - Apple Pay he');
  await expect(page).toHaveURL(/\/gates\/checkout_apple_pay$/);

  // Ctrl/Cmd+S from inside the field opens the review, not the browser's "Save page".
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toBeVisible();
});

test('cross-links lead from a layer to its targeting gate and from an autotune to its success event and metric source; an unknown gate is not found', async ({
  connectedPage: page,
}) => {
  await page.goto('/layers/checkout_layer');
  await page
    .getByRole('table', { name: 'Values set by targeting gates and holdouts' })
    .getByRole('link', { name: 'checkout_apple_pay' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout - Apple Pay' })).toBeVisible();

  await page.goto('/autotunes/checkout_button_copy');
  await page.getByRole('link', { name: 'checkout completed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout completed' })).toBeVisible();
  // The metric source an autotune names opens its page, and from there a copy opens the creation form.
  await page.goBack();
  await page.getByRole('link', { name: 'orders_warehouse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'orders_warehouse' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Metric source orders_warehouse' }).getByRole('row', { name: /^SQL/ }),
  ).toContainText('analytics.orders');
  await page.getByRole('link', { name: 'Create a copy of orders_warehouse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New metric source' })).toBeVisible();
  await expect(page.getByText('A copy of orders_warehouse')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('orders_warehouse_copy');

  await page.goto('/gates/no_gate_has_this_id');
  await expect(page.getByRole('heading', { level: 1, name: 'Gate not found' })).toBeVisible();
});

test('a palette reopened while it is still closing starts with an empty query', async ({ connectedPage: page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();
  await searchPalette(page, 'new autotune');
  await expect(palette(page).getByRole('button', { name: /^New autotune/ })).toBeVisible();
  // Escape and Ctrl+K again at once, well inside the palette's closing animation.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+k');
  const search = palette(page).getByRole('textbox', { name: /^Search gates, layers/ });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.type('store');
  await expect(search).toHaveValue('store');
  await expect(palette(page).getByText(/Nothing matches/)).toHaveCount(0);
  await expect(palette(page).getByRole('button', { name: /Store locator overrides/ })).toBeVisible();
});
