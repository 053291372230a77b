// Each page's own spec runs axe-core on its states (lists, details, forms) in both schemes; this file covers
// the pages no other spec owns.
import AxeBuilder from '@axe-core/playwright';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSection, sectionNamed } from './navigation';

test('the Connection page has no accessibility violations in light and dark', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Connection'));
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
});

test('the not-found page has no accessibility violations', async ({ connectedPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page);
});

test('the hovered link of the current section keeps readable contrast', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Gates'));
  await expectTableWithRows(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Gates' }).hover();
  const results = await new AxeBuilder({ page }).include('nav').withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
});
