// Accessibility checks shared by every spec: axe-core on the page as it rests, in either colour scheme.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list of problems when axe-core finds any violation on the page. */
export async function expectNoViolations(page: Page): Promise<void> {
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

/** Switches the console to its dark colour scheme (the toggle is remembered, so check before clicking). */
export async function useDarkScheme(page: Page): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) !== 'dark') {
    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  }
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
}
