// A wait for a page that takes long to render (a gate of hundreds of rules), without Playwright's failure snapshots.
import { expect, type Locator } from '@playwright/test';

/**
 * Waits up to `timeout` ms until `locator` is visible. `toBeVisible` takes an ARIA snapshot of the whole page after
 * every poll that finds nothing (for its failure message): seconds of renderer CPU on a page of hundreds of rules
 * while it renders. `isVisible()` asks without one; a failure still names the locator.
 */
export async function waitUntilShown(locator: Locator, timeout: number): Promise<void> {
  await expect.poll(() => locator.isVisible(), { timeout, message: `${locator.toString()} to be visible` }).toBe(true);
}
