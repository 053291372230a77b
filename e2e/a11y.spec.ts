import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSection, sectionNamed } from './navigation';
import { LIST_SECTIONS } from './sections';

async function expectNoViolations(page: Page): Promise<void> {
  // The pointer still rests on the link just clicked; axe judges the page at rest, not its hover styles.
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).analyze();
  // Map to the essentials so a failure reads as a list of problems, not a page of JSON.
  const problems = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(problems).toEqual([]);
}

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
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) !== 'dark') {
    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  }
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
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
