import AxeBuilder from '@axe-core/playwright';
import { expectNoViolations, useDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSection, sectionNamed } from './navigation';
import { LIST_SECTIONS } from './sections';

test('the Connection page has no accessibility violations', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Connection'));
  await expectNoViolations(page);
});

test('the Metric sources page has no accessibility violations', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Metric sources'));
  await expectNoViolations(page);
});

for (const list of LIST_SECTIONS) {
  test(`the ${list.name} list has no accessibility violations`, async ({ connectedPage: page }) => {
    await openSection(page, list);
    await expectTableWithRows(page);
    await expectNoViolations(page);
  });
}

test('a gate detail page has no accessibility violations', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Gates'));
  const table = await expectTableWithRows(page);
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Gates');
  await expectNoViolations(page);
});

test('the not-found page has no accessibility violations', async ({ connectedPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoViolations(page);
});

test('the Gates list in the dark colour scheme has no accessibility violations', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Gates'));
  await expectTableWithRows(page);
  await useDarkScheme(page);
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
