import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, expectReadableContrast, expectReadableInDarkScheme, useDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSectionAt, sectionNamed } from './navigation';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

// Seeded in src/server/seed/seedDynamicConfigs.ts: five configs, one with 5,000 rules ("Store 0001" … "Store 5000",
// radiusKm 5 + position % 20) and one with a rollout on its "iOS 6.0" rule.
const BIG_CONFIG = 'store_locator_overrides';
const BIG_CONFIG_RULES = 5000;

function ruleList(page: Page, configId: string) {
  return page.getByRole('list', { name: `Rules of ${configId}` });
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search rules' });
}

/** Opens a config by its address and waits until every rule has arrived (the first ones show before the rest). */
async function openConfig(page: Page, configId: string, search = ''): Promise<void> {
  await page.goto(`/dynamic-configs/${configId}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: configId })).toBeVisible();
  await expect(page.getByText(/^Showing the first/)).toHaveCount(0, { timeout: 30_000 });
}

test('the list pages through the configs with the page and page size in the address', async ({
  connectedPage: page,
}) => {
  await openSectionAt(page, sectionNamed('Dynamic configs'));
  const table = await expectTableWithRows(page);
  await expect(
    table.getByRole('row').filter({ hasText: BIG_CONFIG }).getByText('Store locator overrides'),
  ).toBeVisible();

  await page.goto('/dynamic-configs?limit=2');
  await expect(page.getByText('Page 1 of 3 · 5 items')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  const firstPage = await table.getByRole('row').allInnerTexts();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]limit=2(&|$)/);
  await expect(page.getByText('Page 2 of 3 · 5 items')).toBeVisible();
  await expect.poll(() => table.getByRole('row').allInnerTexts()).not.toEqual(firstPage);
});

test('the 5,000-rule config opens from the list and scrolls to its last rule', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Dynamic configs'));
  const table = await expectTableWithRows(page);
  await table.getByRole('link', { name: BIG_CONFIG, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dynamic-configs/${BIG_CONFIG}$`));
  const rules = ruleList(page, BIG_CONFIG);
  await expect(rules.getByRole('heading', { name: '1. Store 0001' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '5,000 rules' })).toBeVisible();
  await expect(page.getByText(/^Showing the first/)).toHaveCount(0, { timeout: 30_000 });

  // Only the rules on screen are in the page: far ones appear as the user scrolls to them.
  await expect(rules.getByRole('heading', { name: '5000. Store 5000' })).toHaveCount(0);
  expect(await rules.getByRole('listitem').count()).toBeLessThan(50);
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(rules.getByRole('heading', { name: '5000. Store 5000' })).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const lastRule = rules.getByRole('listitem').filter({ hasText: '5000. Store 5000' });
  await expect(lastRule).toHaveAttribute('aria-posinset', String(BIG_CONFIG_RULES));
  await expect(lastRule.getByText('unit id (storeID) is any of store_5000')).toBeVisible();
});

test('each rule of the 5,000-rule config shows its condition once, in a compact card', async ({
  connectedPage: page,
}) => {
  await openConfig(page, BIG_CONFIG);
  const rules = ruleList(page, BIG_CONFIG);
  for (const position of [1, 2, 3]) {
    const store = String(position).padStart(4, '0');
    const rule = rules
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${String(position)}. Store ${store}` }) });
    await expect(rule.getByText(`is any of store_${store}`)).toHaveCount(1);
    await expect(rule.getByText('100% pass', { exact: true })).toBeVisible();
    await expect(rule.getByText('"radiusKm": ')).toBeVisible();
    // The card and the gap below it: a screenful shows several rules, not two.
    const box = await rule.boundingBox();
    expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(120);
  }
});

test('search finds rules by their return value and keeps the search in the address', async ({
  connectedPage: page,
}) => {
  await openConfig(page, BIG_CONFIG);
  await searchBox(page).fill('"radiusKm": 24');
  // radiusKm is 24 for every 20th store, from Store 0020 on.
  await expect(page.getByRole('status').filter({ hasText: '250 of 5,000 rules match “"radiusKm": 24”' })).toBeVisible();
  const rules = ruleList(page, BIG_CONFIG);
  const first = rules.getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: '20. Store 0020' })).toBeVisible();
  await expect(first.getByText('"radiusKm": ')).toBeVisible();
  await expect(rules.getByRole('heading', { name: '1. Store 0001' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]q=%22radiusKm%22%3A(\+|%20)24/);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('"radiusKm": 24');
  await expect(page.getByRole('status').filter({ hasText: '250 of 5,000 rules match' })).toBeVisible({
    timeout: 30_000,
  });
});

test('search finds a rule by name or condition value, and says when nothing matches', async ({
  connectedPage: page,
}) => {
  await openConfig(page, BIG_CONFIG);
  await searchBox(page).fill('store_4321');
  await expect(page.getByRole('status').filter({ hasText: '1 of 5,000 rules match “store_4321”' })).toBeVisible();
  await expect(ruleList(page, BIG_CONFIG).getByRole('heading', { name: '4321. Store 4321' })).toBeVisible();

  await searchBox(page).fill('no such text anywhere');
  await expect(page.getByRole('status').filter({ hasText: 'No rule matches “no such text anywhere”' })).toBeVisible();
  await expect(ruleList(page, BIG_CONFIG).getByRole('listitem')).toHaveCount(0);
});

test('a rule shows its conditions in plain words, its return value and its automated rollout', async ({
  connectedPage: page,
}) => {
  await openConfig(page, 'mobile_app_config');
  const rule = ruleList(page, 'mobile_app_config').getByRole('listitem').filter({ hasText: '2. iOS 6.0' });
  await expect(rule.getByText('50% pass', { exact: true })).toBeVisible();
  await expect(rule.getByText('app version is at least 6.0.0', { exact: true })).toBeVisible();
  await expect(rule.getByText('"maxUploadMb": ')).toBeVisible();
  const rollout = rule.getByRole('list', { name: 'Automated rollout of iOS 6.0' });
  await expect(rollout.getByRole('listitem')).toHaveText([
    /^25%reached .* ago$/,
    /^50%reached .* ago$/,
    /^100%scheduled in/,
  ]);
});

test('an unknown config id says no config has it and links back to the list', async ({ connectedPage: page }) => {
  await page.goto('/dynamic-configs/no_such_config');
  await expect(page.getByRole('heading', { level: 1, name: 'Dynamic config not found' })).toBeVisible();
  await expect(page.getByText('No dynamic config has the id no_such_config.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to dynamic configs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dynamic configs', exact: true })).toBeVisible();
});

test('a server without the configs list offers open by id and remembers the ids opened', async ({
  connectedPage: page,
}) => {
  // An upstream without the list extension answers 404 there; the rules endpoint still works.
  await page.route(/\/console\/v1\/dynamic_configs\?/, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 404, message: 'Not found' }),
    }),
  );
  await page.goto('/dynamic-configs');
  await expect(page.getByText('This server does not list dynamic configs. Open one by its id instead.')).toBeVisible();
  await page.getByLabel('Dynamic config id').fill('checkout_payment_methods');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout_payment_methods' })).toBeVisible();
  await expect(
    ruleList(page, 'checkout_payment_methods').getByRole('heading', { name: '1. Netherlands' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to dynamic configs' }).click();
  await page.getByRole('link', { name: 'checkout_payment_methods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'checkout_payment_methods' })).toBeVisible();
});

test('the list, a config and the not-found page have no accessibility violations', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Dynamic configs'));
  await expectTableWithRows(page);
  await expectNoViolations(page);

  await openConfig(page, 'mobile_app_config');
  await expectNoViolations(page);

  await openConfig(page, BIG_CONFIG, '?q=store_00');
  await expect(page.getByRole('status').filter({ hasText: '99 of 5,000 rules match' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/dynamic-configs/no_such_config');
  await expect(page.getByRole('heading', { level: 1, name: 'Dynamic config not found' })).toBeVisible();
  await expectNoViolations(page);
});

test('the list and a config in the dark colour scheme have no accessibility violations', async ({
  connectedPage: page,
}) => {
  await openSectionAt(page, sectionNamed('Dynamic configs'));
  await expectTableWithRows(page);
  await expectReadableInDarkScheme(page);

  await openConfig(page, 'mobile_app_config');
  await expectReadableContrast(page);
});

/** The hue (0–360) of an element's text colour, as the browser computed it. */
async function textHue(element: Locator): Promise<number> {
  const colour = await element.evaluate((node) => getComputedStyle(node).color);
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => channel / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const delta = max - min;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

test('a boolean return value is not shown in the red of errors, in either colour scheme', async ({
  connectedPage: page,
}) => {
  await openConfig(page, 'mobile_app_config');
  const rule = ruleList(page, 'mobile_app_config').getByRole('listitem').filter({ hasText: '1. Internal builds' });
  const value = rule.getByText('true', { exact: true });
  await expect(value).toBeVisible();
  const isRed = (hue: number) => hue < 25 || hue > 335;
  expect(isRed(await textHue(value))).toBe(false);
  await expectReadableContrast(page);
  await useDarkScheme(page);
  expect(isRed(await textHue(value))).toBe(false);
  await expectReadableContrast(page);
});
