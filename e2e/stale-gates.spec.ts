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

test('stopping a bulk archive ends it before the next gate: the one in flight is archived, the rest stay selected', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openStaleGates(page);
  const names = ['Beta invite gate', 'Old recommendations widget', 'Onboarding tooltips'];
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  // The first archive is held until the stop has been asked for, so the run is surely between two gates.
  let release: () => void = () => undefined;
  const cancelled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/console/v1/gates/*/archive', async (route) => {
    await cancelled;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Archive selected (3)' }).click();
  await page.getByRole('dialog', { name: 'Archive 3 gates?' }).getByRole('button', { name: 'Archive 3 gates' }).click();
  await expect(page.getByRole('heading', { name: 'Archiving 1 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop after this gate' }).click();
  release();

  await expect(page.getByRole('heading', { name: 'Stopped' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: '1 archived, 0 failed, 2 not tried.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Result per gate' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('2 selected.')).toBeVisible();
  const statuses = await Promise.all(
    ['beta_invite_gate', 'old_recommendations_widget', 'onboarding_tooltips'].map(
      async (id) => (await readGate(request, serverUrl, apiKey, id)).status,
    ),
  );
  expect(statuses.filter((status) => status === 'Archived')).toHaveLength(1);
});
