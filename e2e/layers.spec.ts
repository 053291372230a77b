import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSectionAt, sectionNamed } from './navigation';
import { busyAfterKeyPresses } from './slowMachine';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

function layersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Layers' });
}

function overridesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Values set by targeting gates and holdouts' });
}

async function openLayerFromTable(page: Page, layerId: string): Promise<void> {
  await openSectionAt(page, sectionNamed('Layers'));
  await layersTable(page).getByRole('link', { name: layerId, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: layerId })).toBeVisible();
}

test('a paged address opened directly shows that page, and Next page moves the address on', async ({
  connectedPage: page,
}) => {
  await page.goto('/layers?page=2&limit=5');
  await expect(page.getByText('Page 2 of 3 · 15 items')).toBeVisible();
  await expect(layersTable(page).getByRole('link', { name: 'loyalty_layer' })).toBeVisible();
  await expect(layersTable(page).getByRole('row')).toHaveCount(6);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page.getByText('Page 3 of 3 · 15 items')).toBeVisible();
  await expect(layersTable(page).getByRole('link', { name: 'checkout_layer' })).toBeVisible();
});

test('a page past the end says it is empty and offers the last page with layers', async ({ connectedPage: page }) => {
  await page.goto('/layers?page=9&limit=10');
  await expect(page.getByText('There is nothing on page 9: the list ends on page 2.')).toBeVisible();
  await expect(page.getByText('No layers on this server yet.')).toBeHidden();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText('Page 2 of 2 · 15 items')).toBeVisible();
  await expect(layersTable(page).getByRole('link', { name: 'checkout_layer' })).toBeVisible();
});

test('the filter covers every layer, not only the page shown, and is kept in the address', async ({
  connectedPage: page,
}) => {
  // Ten rows per page: the server lists pricing_page_layer on page 2.
  await page.goto('/layers?limit=10');
  await expectTableWithRows(page);
  await expect(layersTable(page).getByRole('link', { name: 'pricing_page_layer' })).toBeHidden();
  await page.getByLabel('Filter layers').fill('pricing');
  await expect(layersTable(page).getByRole('link', { name: 'pricing_page_layer' })).toBeVisible();
  await expect(layersTable(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 of 15 layers matches the filter.')).toBeVisible();

  await page.getByLabel('Filter layers').fill('search');
  await expect(layersTable(page).getByRole('row')).toHaveCount(3);
  await expect(layersTable(page).getByRole('link', { name: 'search_ranking_layer' })).toBeVisible();
  await expect(layersTable(page).getByRole('link', { name: 'search_ui_layer' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=search(&|$)/);

  await page.reload();
  await expect(page.getByLabel('Filter layers')).toHaveValue('search');
  await expect(layersTable(page).getByRole('row')).toHaveCount(3);

  await page.getByLabel('Filter layers').fill('no layer is called this');
  await expect(page.getByText('No layer matches the filter.')).toBeVisible();
});

test('on a slow machine and a slow server, the filter keeps the focus and every letter typed', async ({
  connectedPage: page,
}) => {
  await page.goto('/layers?limit=10');
  await expectTableWithRows(page);
  // The first letter turns the page to reading every layer: slow to answer here.
  await page.route(
    (url) => url.pathname.endsWith('/layers'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  // A slow machine: each key press is followed by more work than the router's skeleton delay. The page once
  // flashed to its skeleton there and the filter lost the focus and the letters typed after the first.
  await busyAfterKeyPresses(page);
  const filter = page.getByLabel('Filter layers');
  await filter.focus();
  await page.keyboard.type('pricing');
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue('pricing');
  await expect(layersTable(page).getByRole('link', { name: 'pricing_page_layer' })).toBeVisible();
  await expect(filter).toBeFocused();
});

test('a column header sorts every layer before paging, and a second click reverses it', async ({
  connectedPage: page,
}) => {
  // Ten rows per page: unsorted, the server lists checkout_layer on page 2.
  await page.goto('/layers?limit=10');
  const table = await expectTableWithRows(page);
  await expect(table.getByRole('link', { name: 'checkout_layer' })).toBeHidden();
  const idHeader = table.getByRole('columnheader', { name: 'ID', exact: true });
  await expect(idHeader).toHaveAttribute('aria-sort', 'none');

  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText('checkout_layer');
  await expect(page.getByText('Page 1 of 2 · 15 items')).toBeVisible();
  await expect(page.getByText('Sorted across all 15 layers.')).toBeVisible();

  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText('theme_layer');
  await expect(page).toHaveURL(/sort=id/);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 2 · 15 items')).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText('checkout_layer');
});

test('on a phone, ids stay on one line and tags are not cut short; the table scrolls sideways instead', async ({
  connectedPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/layers');
  const link = layersTable(page).getByRole('link', { name: 'recommendations_layer' });
  await expect(link).toBeVisible();
  const lineHeight = await link.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await link.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  const tag = layersTable(page).getByText('recommendations', { exact: true });
  expect(await tag.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The table scrolls, so the keyboard can reach it to scroll it.
  await expect(page.getByRole('region', { name: 'Layers' })).toHaveAttribute('tabindex', '0');
});

test('a layer opened from the table shows its object parameter as JSON that expands', async ({
  connectedPage: page,
}) => {
  await openLayerFromTable(page, 'checkout_layer');
  const toggle = page.getByRole('button', { name: 'upsell, object of 2 keys' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('"maxItems":')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('"maxItems":')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Parameters' }).getByText('"Place order"')).toBeVisible();
});

test('the matrix marks values that differ from the default and not those that repeat it', async ({
  connectedPage: page,
}) => {
  await openLayerFromTable(page, 'checkout_layer');
  const matrix = overridesTable(page);
  await expect(matrix.getByRole('columnheader', { name: /checkout_apple_pay/ })).toBeVisible();
  await expect(matrix.getByRole('columnheader', { name: /holdout_2025_h2_global/ })).toBeVisible();
  await expect(matrix.getByRole('row', { name: /payment_methods/ })).toContainText('(overrides default)');
  await expect(matrix.getByRole('row', { name: /show_express_pay/ })).toContainText('(overrides default)');
  await expect(matrix.getByRole('row', { name: /button_text/ })).not.toContainText('(overrides default)');

  // search_ranking_layer's holdout sets `model` to its default: only the gate's different model is marked.
  await page.getByRole('link', { name: 'Back to layers' }).click();
  await layersTable(page).getByRole('link', { name: 'search_ranking_layer' }).click();
  const modelRow = overridesTable(page).getByRole('row', { name: /^model/ });
  await expect(modelRow.getByRole('cell')).toHaveCount(3);
  await expect(modelRow.getByText('(overrides default)')).toHaveCount(1);
  await expect(overridesTable(page).getByRole('row', { name: /^max_results/ })).not.toContainText(
    '(overrides default)',
  );
});

test('a detail address opened cold says it is looking, then finds the layer', async ({ connectedPage: page }) => {
  // Hold the listing until the search message has been seen, so the test never races the answer.
  let releaseListing: () => void = () => undefined;
  const listingReleased = new Promise<void>((resolve) => {
    releaseListing = resolve;
  });
  await page.route('**/console/v1/layers?**', async (route) => {
    await listingReleased;
    await route.continue();
  });
  await page.goto('/layers/checkout_layer');
  await expect(page.getByText('Looking for layer checkout_layer… (page 1)')).toBeVisible();
  releaseListing();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout_layer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parameters' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/layers/checkout_layer' })).toBeVisible();
});

test('an unknown layer id says so and links back to the list', async ({ connectedPage: page }) => {
  await page.goto('/layers/no_such_layer');
  await expect(page.getByText('No layer has the id no_such_layer')).toBeVisible();
  await page.getByRole('link', { name: 'Back to layers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
});

test('the Layers list and a layer detail have no accessibility violations', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Layers'));
  await expectTableWithRows(page);
  await expectNoViolations(page);

  await layersTable(page).getByRole('link', { name: 'checkout_layer' }).click();
  await page.getByRole('button', { name: 'upsell, object of 2 keys' }).click();
  await expect(page.getByText('"maxItems":')).toBeVisible();
  await expectNoViolations(page);

  await expectReadableInDarkScheme(page);
});
