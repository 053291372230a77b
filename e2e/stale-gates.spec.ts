// Stale gates against the embedded server: the review's reasons, a bulk archive with one conflict, the CSV.
import { expect, test } from './fixtures';
import { readGate, updateGate } from './gateApi';
import { archiveThreeWithOneFailing, CONFLICTED, exportCsv, makePermanent, openStaleGates } from './staleGatesJourney';

test('archives three stale gates, one changed meanwhile is reported and left as it is', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openStaleGates(page);
  let versionAfterEdit = 0;
  await archiveThreeWithOneFailing(page, async () => {
    const edited = await updateGate(request, serverUrl, apiKey, CONFLICTED, { description: 'Edited by a colleague' });
    versionAfterEdit = edited.version ?? 0;
  });
  const left = await readGate(request, serverUrl, apiKey, CONFLICTED);
  expect(left.status).not.toBe('Archived');
  expect(left.version).toBe(versionAfterEdit);
  expect((await readGate(request, serverUrl, apiKey, 'free_shipping_threshold')).status).toBe('Archived');
});

test('finds the page from the palette, exports the stale gates as CSV and makes one permanent', async ({
  connectedPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('textbox', { name: /^Search gates, layers/ }).fill('stale gates');
  await palette
    .getByRole('group', { name: 'Pages' })
    .getByRole('button', { name: /^Stale gates/ })
    .click();
  await expect(page).toHaveURL(/\/stale-gates$/);
  await openStaleGates(page);
  await exportCsv(page);
  await makePermanent(page, 'Spring sale 2023 banner');
});
