import { expect, test } from './fixtures';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

// The router reads every search value as text (src/searchParams.ts): a search that looks like a number stays a
// search, in the box and in the address.
test('a search that looks like a number survives the address both ways', async ({ connectedPage: page }) => {
  await page.goto('/dynamic-configs/store_locator_overrides?q=4321');
  const box = page.getByRole('searchbox', { name: 'Search rules' });
  await expect(box).toHaveValue('4321');
  await expect(page.getByRole('status').filter({ hasText: '1 of 5,000 rules match “4321”' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page
      .getByRole('list', { name: 'Rules of store_locator_overrides' })
      .getByRole('heading', { name: '4321. Store 4321' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=4321(&|$)/);

  await box.fill('24');
  await expect(page).toHaveURL(/[?&]q=24(&|$)/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search rules' })).toHaveValue('24');
});
