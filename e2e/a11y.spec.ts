// Each page's own spec runs axe-core on its states (lists, details, forms) in both schemes; this file covers
// the pages no other spec owns.
import { axeOn, expectNoViolations, expectReadableContrast, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSectionAt, sectionNamed } from './navigation';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

test('the Connection page has no accessibility violations in light and dark', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Connection'));
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
});

test('the not-found page has no accessibility violations', async ({ connectedPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page);
});

test('the hovered link of the current section keeps readable contrast', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Gates'));
  await expectTableWithRows(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Gates', exact: true }).hover();
  const results = await axeOn(page).include('nav').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
});

test('gate history with a comparison, the palette and the shortcuts dialog read well in the dark scheme', async ({
  connectedPage: page,
}) => {
  test.slow();
  await page.goto('/gates/email_digest_weekly/history?version=6&against=4');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('ins').first()).toBeVisible();
  await expectReadableInDarkScheme(page);

  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('textbox', { name: /^Search gates, layers/ }).fill('checkout');
  await expect(palette.getByRole('group', { name: 'Gates' })).toBeVisible();
  await expectReadableContrast(page);
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectReadableContrast(page);
});

test('a layer whose values differ from the default keeps its highlighted values readable in the dark scheme', async ({
  connectedPage: page,
}) => {
  await page.goto('/layers/pricing_page_layer');
  const matrix = page.getByRole('table', { name: 'Values set by targeting gates and holdouts' });
  await expect(matrix.getByText('(overrides default)').first()).toBeAttached();
  await expectReadableInDarkScheme(page);
});
