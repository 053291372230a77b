// Accessibility checks shared by every spec: axe-core on the page as it rests, in either colour scheme.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { profiledAxe } from './profiling';

/**
 * An axe-core run over the page, the same rules either way, about twice as fast as the builder's default:
 * - legacy mode runs axe.run in the page itself; the default runs axe in every frame, then opens a blank page,
 *   injects axe there again and hands it every node's result (megabytes on a long page) to assemble the report.
 *   The console has no iframes, and legacy mode still checks same-origin frames should one appear.
 * - only violations carry their nodes: passes and incomplete results keep one example each instead of every node.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** Fails with a readable list of problems when axe-core finds any violation on the page. */
export async function expectNoViolations(page: Page): Promise<void> {
  await leavePointerAtRest(page);
  const results = await profiledAxe(page, () => axeOn(page).analyze());
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

/**
 * Checks the page in the dark colour scheme. Only contrast depends on the scheme (names, roles and structure are
 * the same in both), so only that rule runs again: a full second pass would double the suite's slowest step.
 */
export async function expectReadableInDarkScheme(page: Page): Promise<void> {
  await useDarkScheme(page);
  await expectReadableContrast(page);
}

/** Runs axe-core's colour-contrast rule alone, for further states of a page already checked in full. */
export async function expectReadableContrast(page: Page): Promise<void> {
  await leavePointerAtRest(page);
  const results = await profiledAxe(page, () => axeOn(page).withRules(['color-contrast']).analyze());
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
  ).toEqual([]);
}

/**
 * The pointer still rests on the control just clicked; axe judges the page at rest, not its hover styles or a
 * tooltip still fading out in its portal (content outside any landmark).
 */
async function leavePointerAtRest(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}
