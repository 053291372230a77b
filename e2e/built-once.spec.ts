import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What left the page during a load: for each removed element subtree, its tag, its aria-busy and its text. */
interface Removed {
  tag: string;
  busy: boolean;
  text: string;
}

/** Records every element the page removes from the start of each document, for a test to read after the load. */
async function recordRemovals(page: Page) {
  await page.addInitScript(() => {
    const removed: { tag: string; busy: boolean; text: string }[] = [];
    Object.assign(window, { removedDuringLoad: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            removed.push({
              tag: node.tagName.toLowerCase(),
              busy: node.getAttribute('aria-busy') === 'true',
              text: node.textContent,
            });
    }).observe(document, { childList: true, subtree: true });
  });
}

const removals = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedDuringLoad: Removed[] }).removedDuringLoad);

// Each test opens its own address cold.
test.use({ openAppFirst: false });

// Work a page builds and then throws away is time its reader waits on: after the first paint, an events page's rows
// were mounted again at idle and a third time by the virtualizer, for a page the first rows already show whole.
test('an events page draws its rows once: nothing it showed is rebuilt once the page is idle', async ({
  connectedPage: page,
}) => {
  await recordRemovals(page);
  await page.goto('/events/page%2Fview');
  const table = page.getByRole('table', { name: 'Events named page/view' });
  await expect(table.getByRole('row')).toHaveCount(21);
  // Idle has come and gone: the pager and the chart, which wait for it, are in, and nothing is still loading.
  await expect(page.getByRole('button', { name: 'Load more events' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The spacer row that holds the rest of the list's height goes as those rows come in: it has no text.
  const rowsRemoved = (await removals(page)).filter(
    (element) => (element.tag === 'tbody' || element.tag === 'tr') && element.text !== '',
  );
  expect(rowsRemoved).toEqual([]);
  await expect(table.getByRole('row')).toHaveCount(21);
});

test('the gates list builds its filters’ placeholder once, and the filters replace it once', async ({
  connectedPage: page,
}) => {
  await recordRemovals(page);
  await page.goto('/gates');
  await expect(page.getByRole('main').getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  await page.waitForLoadState('networkidle');

  const placeholdersRemoved = (await removals(page)).filter(
    (element) => element.busy && element.text.startsWith('Status'),
  );
  expect(placeholdersRemoved).toHaveLength(1);
});
