import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { busyAfterAddressChanges } from './slowMachine';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

// Seeded in src/server/seed/productGates.ts: the two gates tagged both checkout and payments.
const PAYMENT_GATES = ['Checkout - Apple Pay', 'Saved cards vault'];

function gatesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Gates' });
}

/** The gate names of the table's rows, top to bottom. */
async function gateNames(page: Page): Promise<string[]> {
  return gatesTable(page).locator('tbody tr td:first-child a').allInnerTexts();
}

/** Adds the tags checkout, then payments, each with Enter, and sees the address hold the first, then both. */
async function addCheckoutThenPayments(page: Page, tags: Locator): Promise<void> {
  await tags.fill('checkout');
  await tags.press('Enter');
  await expect(page).toHaveURL(/tags=checkout/);
  await tags.fill('payments');
  await tags.press('Enter');
  await expect(page).toHaveURL(/tags=checkout&tags=payments/);
}

test('two tags and a status filter the list, a header sorts it by checks per hour, and a reload keeps the view', async ({
  connectedPage: page,
}) => {
  await page.goto('/gates');
  await expect(gatesTable(page).getByRole('link').first()).toBeVisible();

  const tags = page.getByRole('combobox', { name: 'Tags' });
  await addCheckoutThenPayments(page, tags);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await expect(page).toHaveURL(/status=In(\+|%20)Progress/);
  // The Gates page alone asks the server for the counts per status.
  await expect(
    page.getByRole('navigation', { name: 'Gates per status' }).getByRole('link', { name: /^In Progress \d/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => gateNames(page)).toEqual(expect.arrayContaining(PAYMENT_GATES));
  expect((await gateNames(page)).every((name) => PAYMENT_GATES.includes(name))).toBe(true);

  const checksHeader = gatesTable(page).getByRole('columnheader', { name: 'Checks per hour' });
  await checksHeader.getByRole('button').click();
  await expect(checksHeader).toHaveAttribute('aria-sort', 'ascending');
  await checksHeader.getByRole('button').click();
  await expect(checksHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=checksPerHour/);
  await expect(page).toHaveURL(/order=desc/);
  // The header says descending at once; the rows stay the previous order until the new answer is in.
  await expect(gatesTable(page)).toHaveAttribute('aria-busy', 'false');
  const sorted = await gateNames(page);

  await page.reload();
  await expect(gatesTable(page).getByRole('columnheader', { name: 'Checks per hour' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(() => gateNames(page)).toEqual(sorted);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('In Progress');
  await expect(page.getByText('payments', { exact: true }).first()).toBeVisible();
  await expectNoViolations(page);
});

test('a second tag typed while the list is still loading the first keeps both', async ({ connectedPage: page }) => {
  await page.goto('/gates');
  await expect(gatesTable(page).getByRole('link').first()).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await expect(tags).toBeEnabled();
  // A slow server: the page still shows the view before the first tag when the second is typed.
  await page.route('**/console/v1/gates?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await addCheckoutThenPayments(page, tags);
  // While the answer is slow (past the second after which a route would show its loading skeleton), the page
  // keeps the rows it had, marked busy, and the tag input keeps the focus for the next tag.
  await expect(gatesTable(page)).toHaveAttribute('aria-busy', 'true');
  await expect(gatesTable(page).getByRole('link').first()).toBeVisible();
  await page.waitForTimeout(1_200);
  await expect(tags).toBeFocused();
  await expect(gatesTable(page).getByRole('link').first()).toBeVisible();
  // The checkout-only view holds both payment gates too: wait for exactly the two, not for both among others.
  await expect.poll(async () => (await gateNames(page)).sort()).toEqual([...PAYMENT_GATES].sort());
  await expect(gatesTable(page)).toHaveAttribute('aria-busy', 'false');
});

test('on a slow machine and a slow server, the search box keeps the focus and every letter typed', async ({
  connectedPage: page,
}) => {
  await page.goto('/gates');
  await expect(gatesTable(page).getByRole('link').first()).toBeVisible();
  await page.route('**/console/v1/gates?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // A slow machine: each change of address is followed by more work than the router's skeleton delay. A search was
  // once enough for the page to flash to its skeleton, taking the focus and the letters typed after it.
  await busyAfterAddressChanges(page);
  const search = page.getByRole('textbox', { name: 'Search gates' });
  await search.focus();
  await page.keyboard.type('check', { delay: 400 });
  await page.keyboard.type('out', { delay: 400 });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('checkout');
  await expect(page).toHaveURL(/[?&]q=checkout(&|$)/);
  await expect.poll(async () => (await gateNames(page)).every((name) => /checkout/i.test(name))).toBe(true);
  await expect(search).toBeFocused();
});

test('tags pasted or typed at once as "a, b" are two tags, trimmed, each once', async ({
  connectedPage: page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/gates');
  await expect(gatesTable(page).getByRole('link').first()).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags' });
  const tagsInAddress = () => new URL(page.url()).searchParams.getAll('tags');

  await page.evaluate(() => navigator.clipboard.writeText(' checkout, payments,, checkout '));
  await tags.focus();
  await tags.press('ControlOrMeta+V');
  await expect.poll(tagsInAddress).toEqual(['checkout', 'payments']);
  await expect.poll(async () => (await gateNames(page)).sort()).toEqual([...PAYMENT_GATES].sort());
  await expect(tags).toHaveValue('');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(tagsInAddress).toEqual([]);
  // The whole text at once, as an autofill or a drop gives it, then Enter.
  await tags.fill('payments ,checkout');
  await tags.press('Enter');
  await expect.poll(tagsInAddress).toEqual(['payments', 'checkout']);
  await expect.poll(async () => (await gateNames(page)).sort()).toEqual([...PAYMENT_GATES].sort());
  await expectNoViolations(page);
});
