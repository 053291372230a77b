// The gates list and the gate editor in upstream mode, against an upstream that ignores search, sends a condition
// type the console does not know and refuses `expectedVersion`.
import type { Page } from '@playwright/test';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../../src/contract/paths';
import { UNKNOWN_CONDITION } from '../variantUpstream/plantUnknownCondition';
import type { ReceivedRequest } from '../variantUpstream/variantUpstream';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

// Steps through two servers (and a 429 now and then) on a shared machine.
const SLOW_STEP_MS = 30_000;

function saveBar(page: Page) {
  return page.getByRole('region', { name: 'Unsaved changes' });
}

/** Opens the review, confirms every risky change it lists, and saves. */
async function reviewAndSave(page: Page, version: number): Promise<void> {
  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('button', { name: `Save as version ${String(version)}` })).toBeVisible();
  for (const risk of await review.getByRole('checkbox').all()) await risk.check();
  await review.getByRole('button', { name: `Save as version ${String(version)}` }).click();
}

interface SentGate {
  expectedVersion?: number;
  description?: string;
  rules: { passPercentage: number; conditions: unknown[] }[];
}

/** The gate updates the upstream received for `id`, oldest first. */
function updatesOf(received: ReceivedRequest[], id: string): SentGate[] {
  const path = `${API_BASE_PATH}${apiPaths.gate(id)}`;
  return received
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => request.body as SentGate);
}

/** How many times the upstream answered gate `id`'s record (a throttled read the console repeats counts once). */
function readsOf(received: ReceivedRequest[], id: string): number {
  const path = `${API_BASE_PATH}${apiPaths.gate(id)}`;
  return received.filter((request) => request.method === 'GET' && request.path === path && request.throttled !== true)
    .length;
}

test('gates: search filtered in the page, an unknown condition kept on save, the expectedVersion fallback and its conflict check', async ({
  page,
  upstream,
  request,
}) => {
  // A whole editing journey through two servers on a shared machine.
  test.setTimeout(120_000);
  const id = upstream.gateWithUnknownCondition;
  // The upstream ignores `search`: the page keeps the matches of the page it received, and says so.
  await page.goto('/gates?q=search_ranking');
  await expect(page.getByText('This server does not search gates')).toBeVisible({ timeout: SLOW_STEP_MS });
  const table = page.getByRole('table', { name: 'Gates matching search_ranking' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: 'Search ranking v3' }).click();
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: SLOW_STEP_MS });

  // The condition of an unknown type is shown read-only, as its JSON.
  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  const unknown = page.getByRole('group', { name: 'Condition 2 (read-only)' });
  await expect(unknown).toContainText('"time"');
  await expect(unknown.getByRole('textbox')).toHaveCount(0);

  // Edit the other rule and save: the upstream refuses expectedVersion, the console resends without it.
  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  await page
    .getByRole('region', { name: /^Rule 2:/ })
    .getByRole('textbox', { name: 'Pass percentage' })
    .fill('30');
  await reviewAndSave(page, 31);
  // A refused send, a re-read and the resend: three round trips through two servers.
  await expect(page.getByText('Version 31', { exact: true })).toBeVisible({ timeout: SLOW_STEP_MS });

  const [refused, resent, ...more] = updatesOf(upstream.received, id);
  expect(more).toEqual([]);
  expect(refused?.expectedVersion).toBe(30);
  expect(resent).toBeDefined();
  expect(resent).not.toHaveProperty('expectedVersion');
  expect(resent?.rules[1]?.passPercentage).toBe(30);
  // The unknown condition went back exactly as the upstream sent it.
  expect(resent?.rules[0]?.conditions).toContainEqual(UNKNOWN_CONDITION);

  // Someone changes the gate on the upstream behind the page's back, while the page holds an edit.
  await page.getByRole('textbox', { name: 'Description' }).fill('A change that must not overwrite theirs.');
  // The review shows the request as this upstream will get it: without the field it refused.
  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await review.getByRole('button', { name: 'Request that will be sent' }).click();
  await expect(review.getByText('This server does not check versions on save')).toBeVisible();
  await expect(review.locator('pre')).toContainText('A change that must not overwrite theirs.');
  await expect(review.locator('pre')).not.toContainText('expectedVersion');
  await review.getByRole('button', { name: 'Back to editing' }).click();
  const behind = await request.post(`${upstream.url}${API_BASE_PATH}${apiPaths.gate(id)}`, {
    headers: { [API_KEY_HEADER]: UPSTREAM_KEY },
    data: { tags: ['changed-behind'] },
  });
  expect(behind.status()).toBe(200);
  const updatesBefore = updatesOf(upstream.received, id).length;
  const readsBefore = readsOf(upstream.received, id);

  await reviewAndSave(page, 32);
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await expect(conflict.getByText('saved version 32', { exact: false })).toBeVisible({ timeout: SLOW_STEP_MS });
  await expect(conflict.getByText(/now at version 32, not 31/)).toBeVisible();
  // Nothing was sent: the console knew from the first save not to send expectedVersion, and stopped before writing.
  expect(updatesOf(upstream.received, id)).toHaveLength(updatesBefore);
  // The one read that found the newer version also fills the dialog.
  expect(readsOf(upstream.received, id) - readsBefore).toBe(1);
  await conflict.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'A change that must not overwrite theirs.',
  );
});

test('an impossible IP address is flagged at the value and never sent upstream', async ({ page, upstream }) => {
  test.setTimeout(90_000);
  const id = 'wishlist_sharing';
  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: SLOW_STEP_MS });
  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  const rule = page.getByRole('region', { name: /^Rule 1:/ });
  await rule.getByRole('button', { name: 'Add condition' }).click();
  const condition = rule.getByRole('group', { name: 'Condition 2' });
  await condition.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'IP address', exact: true }).click();
  await condition.getByRole('combobox', { name: 'Values' }).fill('999.1.1.1');
  await page.keyboard.press('Enter');
  const problem = '“999.1.1.1” is not an IP address; enter IPv4 such as 203.0.113.7 or IPv6 such as 2001:db8::1';
  await expect(condition.getByText(problem)).toBeVisible();

  await saveBar(page)
    .getByRole('button', { name: /^Fix 1 problem/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toHaveCount(0);
  await expect(condition.getByRole('combobox', { name: 'Values' })).toBeFocused();
  expect(updatesOf(upstream.received, id)).toEqual([]);
});
