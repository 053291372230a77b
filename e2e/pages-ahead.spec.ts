import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSection } from './navigation';
import { SECTIONS } from './sections';

test.use({ openAppFirst: false });

/** How many scripts the page has asked for so far. */
function scriptsAskedFor(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
  );
}

// Once the first page is idle, src/prefetchPages.ts fetches the code of every page the navigation opens. From then
// on no script is answered at all: a section whose page still needed its code would never show its heading.
test('once the first page is idle, every section opens from the navigation with no script left to load', async ({
  connectedPage: page,
}) => {
  await page.goto('/gates');
  await expectTableWithRows(page);
  // The fetching ahead has begun (a section's page, not the opened one, is in) and then settled: no new script for
  // two seconds (they load one after the other, each in a few milliseconds here, well under a second on a busy run).
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/layers-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  let seen = -1;
  await expect
    .poll(
      async () => {
        const now = await scriptsAskedFor(page);
        const settled = now === seen;
        seen = now;
        return settled;
      },
      { intervals: [2_000], timeout: 30_000 },
    )
    .toBe(true);

  // Held, never answered: a page that asked for code now would wait for it for good.
  const heldScripts: string[] = [];
  await page.route('**/*.js', (route) => {
    heldScripts.push(new URL(route.request().url()).pathname);
  });
  for (const section of SECTIONS) {
    await openSection(page, section);
    if (section.isList) await expectTableWithRows(page);
  }
  expect(heldScripts).toEqual([]);
});
