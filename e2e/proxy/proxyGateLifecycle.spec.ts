// Gate lifecycle in upstream mode: each action goes through its review to the upstream, archived is read-only,
// and a colleague's save on the upstream shows the conflict.
import type { Page } from '@playwright/test';
import { gateIdFromName } from '../../src/contract/gateId';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../../src/contract/paths';
import { expectNoViolations } from '../axe';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

// Steps through two servers (and a 429 now and then) on a shared machine.
const SLOW_STEP_MS = 30_000;

const actions = (page: Page) => page.getByRole('group', { name: 'Gate actions' });
const description = (page: Page) =>
  page.getByRole('form', { name: 'Edit gate' }).getByRole('textbox', { name: 'Description' });

async function runAction(page: Page, label: string, confirm: string): Promise<void> {
  await actions(page).getByRole('button', { name: label, exact: true }).click();
  const review = page.getByRole('dialog', { name: `Review: ${label} this gate` });
  await review.getByRole('button', { name: confirm }).click();
  await expect(review).toHaveCount(0, { timeout: SLOW_STEP_MS });
}

test('launch, disable, archive and unarchive through the review; archived is read-only; a conflict shows', async ({
  page,
  upstream,
  request,
}) => {
  test.setTimeout(180_000);
  const name = 'Proxy lifecycle';
  const id = gateIdFromName(name);
  const gatePath = `${API_BASE_PATH}${apiPaths.gate(id)}`;
  const headers = { [API_KEY_HEADER]: UPSTREAM_KEY, 'Content-Type': 'application/json' };
  const created = await request.post(`${upstream.url}${API_BASE_PATH}${apiPaths.gates()}`, {
    headers,
    data: { name, isEnabled: true, rules: [{ name: 'Some', passPercentage: 20, conditions: [] }] },
  });
  expect(created.status()).toBe(201);
  const posted = (action: string) =>
    upstream.received.filter((entry) => entry.method === 'POST' && entry.path === `${gatePath}/${action}`);

  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: SLOW_STEP_MS });

  await actions(page).getByRole('button', { name: 'Launch', exact: true }).click();
  const launch = page.getByRole('dialog', { name: 'Review: Launch this gate' });
  await expect(launch.getByText(/Everyone passes/)).toBeVisible();
  await expectNoViolations(page);
  await launch.getByRole('button', { name: 'Launch gate' }).click();
  await expect(actions(page).getByRole('button', { name: 'Launch', exact: true })).toHaveCount(0, {
    timeout: SLOW_STEP_MS,
  });
  expect(posted('launch').map((entry) => entry.body)).toEqual([{ expectedVersion: 1 }]);

  await runAction(page, 'Disable', 'Disable gate');
  await expect(actions(page).getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
  expect(posted('disable')).toHaveLength(1);

  await runAction(page, 'Archive', 'Archive gate');
  const notice = page.getByRole('region', { name: 'This gate is archived' });
  await expect(notice).toBeVisible({ timeout: SLOW_STEP_MS });
  await expect(description(page)).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  // Checked without the toasts, whose close buttons are the notification host's.
  await page.reload();
  await expect(description(page)).toBeDisabled({ timeout: SLOW_STEP_MS });
  await expectNoViolations(page);

  // A colleague unarchives and edits on the upstream meanwhile: this page's Unarchive meets the conflict.
  for (const [path, data] of [
    [`${gatePath}/unarchive`, {}],
    [gatePath, { description: 'Changed on the upstream.' }],
  ] as const) {
    const response = await request.post(`${upstream.url}${path}`, { headers, data });
    expect(response.status()).toBe(200);
  }
  await notice.getByRole('button', { name: 'Unarchive' }).click();
  const unarchive = page.getByRole('dialog', { name: 'Review: Unarchive this gate' });
  await unarchive.getByRole('button', { name: 'Unarchive gate' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await expect(conflict).toBeVisible({ timeout: SLOW_STEP_MS });
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toHaveCount(0, { timeout: SLOW_STEP_MS });
  await expect(description(page)).toHaveValue('Changed on the upstream.');
  await expect(description(page)).toBeEnabled();

  // Archived again from this page, then unarchived from it: editable again, on the upstream too.
  await runAction(page, 'Archive', 'Archive gate');
  await expect(notice).toBeVisible({ timeout: SLOW_STEP_MS });
  await notice.getByRole('button', { name: 'Unarchive' }).click();
  await page
    .getByRole('dialog', { name: 'Review: Unarchive this gate' })
    .getByRole('button', { name: 'Unarchive gate' })
    .click();
  await expect(notice).toHaveCount(0, { timeout: SLOW_STEP_MS });
  await expect(description(page)).toBeEnabled();
  // This upstream answers every tenth read 429: read again until it answers.
  let stored = await request.get(`${upstream.url}${gatePath}`, { headers });
  while (stored.status() === 429) stored = await request.get(`${upstream.url}${gatePath}`, { headers });
  expect(((await stored.json()) as { data: { status?: string } }).data.status).not.toBe('Archived');
});
