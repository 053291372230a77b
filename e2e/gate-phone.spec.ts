// The gates list and a gate's page on a phone (390 × 844): what a person editing on the move sees and reaches.
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

const PHONE = { width: 390, height: 844 };

function rule(page: Page, position: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Rule ${String(position)}:`) });
}

async function openGate(page: Page, id: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('The element is not on screen.');
  return found;
}

/**
 * Waits out the number input's caret placement after focus (react-number-format moves the caret inside the "%" in one
 * timer, then checks it again in a second). A select-all that lands between the two is collapsed by the second: on a
 * loaded machine the test's Ctrl+A did, and typing appended ("1025%"). A person's keystroke is never that quick.
 */
async function caretPlaced(field: Locator): Promise<void> {
  await field.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => setTimeout(resolve, 0), 0);
      }),
  );
}

test('on a phone the pass percentage being edited stays above the save bar', async ({ connectedPage: page }) => {
  await openGate(page, 'checkout_apple_pay');
  await page.getByRole('button', { name: 'Expand Rule 3' }).click();
  const percentage = rule(page, 3).getByRole('textbox', { name: 'Pass percentage' });
  // Where a thumb leaves it: near the bottom of the screen, where the bar appears once the first digit is typed.
  await percentage.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 40);
  });
  await percentage.focus();
  await caretPlaced(percentage);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('25');
  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toBeVisible();
  await expect(percentage).toBeFocused();
  await expect(percentage).toHaveValue('25%');
  await expect
    .poll(async () => (await box(percentage)).y + (await box(percentage)).height <= (await box(bar)).y)
    .toBe(true);
  await expect.poll(async () => (await box(percentage)).y >= 0).toBe(true);
});

test('on a phone each gate is a short row with its status, type, rule count and last change, and no sideways scroll', async ({
  connectedPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/gates?q=checkout_apple_pay');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Checkout - Apple Pay' }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(row.getByText(/Temporary · 3 rules · changed .+ ago/)).toBeVisible();
  expect((await box(row)).height).toBeLessThanOrEqual(100);
  const table = page.getByRole('table', { name: 'Gates matching checkout_apple_pay' });
  expect((await box(table)).width).toBeLessThanOrEqual(PHONE.width);
  expect(
    await table.evaluate(
      (element) =>
        element.parentElement !== null && element.parentElement.scrollWidth <= element.parentElement.clientWidth,
    ),
  ).toBe(true);
  await expectNoViolations(page);
});

test('on a phone a rule summary wraps in full instead of ending in "…"', async ({ connectedPage: page }) => {
  await openGate(page, 'checkout_apple_pay');
  const summaries = page.getByRole('region', { name: /^Rule \d+:/ }).getByText(/^(Users|Everyone)/);
  await expect(summaries).toHaveCount(3);
  for (const summary of await summaries.all()) {
    const cut = await summary.evaluate(
      (element) => element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
    );
    expect(cut, await summary.innerText()).toBe(false);
  }
  await expect(rule(page, 2).getByText(/^Users whose .+ pass$/)).toBeVisible();
});
