import type { Page } from '@playwright/test';

// Longer than the router's skeleton delay (300 ms), which the router times from a navigation's start.
const BUSY_MS = 600;

/** From now on, each key press in the page is followed by BUSY_MS of work, as on a slow or loaded machine. */
export async function busyAfterKeyPresses(page: Page): Promise<void> {
  await page.evaluate((ms) => {
    window.addEventListener('keydown', () => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    });
  }, BUSY_MS);
}

/** From now on, each change of the address in place (a search typed) is followed by BUSY_MS of work. */
export async function busyAfterAddressChanges(page: Page): Promise<void> {
  await page.evaluate((ms) => {
    const replaceState = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      replaceState(...args);
      setTimeout(() => {
        const end = performance.now() + ms;
        while (performance.now() < end);
      });
    };
  }, BUSY_MS);
}
