// A gate reopened with an unsaved draft: the page must not paint the saved values first and then move the lines
// below when the editor puts the draft back (a jump a reader sees). The editor replaces the first view's elements
// with its own, which the browser's layout-shift entries do not count as moved; so each frame records where the
// two sections' headings are (the same ids in the first view and the editor) and where the first rule's name is.
import { expect, test } from './fixtures';

test.use({ openAppFirst: false });

declare global {
  interface Window {
    gatehouseFrames?: string[];
  }
}

test('a restored draft is painted once, without the saved values first', async ({ connectedPage: page }) => {
  test.setTimeout(90_000);
  await page.goto('/gates/search_ranking_v3');
  const form = page.getByRole('form', { name: 'Edit gate' });
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toBeEnabled({ timeout: 30_000 });
  // More lines of description: the draft changes the height of what is drawn above the rules.
  await description.fill(
    'Ranking for search results.\nRolled out market by market.\nOwned by search.\nReviewed weekly.',
  );
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('gatehouse.gateDraft.'))))
    .toBe(true);

  await page.addInitScript(() => {
    const frames: string[] = [];
    window.gatehouseFrames = frames;
    const top = (id: string) => document.getElementById(id)?.getBoundingClientRect().top;
    const record = () => {
      const place = [top('gate-editor-settings'), top('gate-editor-rules')]
        .map((y) => (y === undefined ? '-' : y.toFixed(0)))
        .join(' ');
      if (place !== '- -' && frames.at(-1) !== place) frames.push(place);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  // A fresh visit from the top: a reload would restore the scroll position.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.goto('/gates/search_ranking_v3');
  await expect(page.getByRole('status').filter({ hasText: 'Restored your unsaved changes from' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(description).toHaveValue(/Reviewed weekly\./);
  await page.waitForTimeout(300);
  const frames = await page.evaluate(() => window.gatehouseFrames ?? []);
  console.log(`settings and rules headings' tops, as painted: ${frames.join(' → ')}`);
  // One place from the first painted frame on: the headings never moved.
  expect(frames).toHaveLength(1);
});
