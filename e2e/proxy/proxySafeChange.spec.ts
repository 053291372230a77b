// One confirmation of a large rise in upstream mode: the review's chosen strategy reaches the upstream in the first
// update it accepts, so its safe-change check (428) never asks a second time.
import { API_BASE_PATH, apiPaths } from '../../src/contract/paths';
import { expect, test } from './proxyFixtures';

// Steps through two servers (and a 429 now and then) on a shared machine.
const SLOW_STEP_MS = 30_000;

test('a rule raised from 10% to 90% is confirmed once in the review and saved with the chosen strategy', async ({
  page,
  upstream,
}) => {
  test.setTimeout(120_000);
  const id = 'cafe_menu_recommendations';
  // Gates the upstream plants odd records in are for other specs.
  expect([upstream.deepGate, upstream.gateWithUnknownCondition]).not.toContain(id);
  const path = `${API_BASE_PATH}${apiPaths.gate(id)}`;
  const updates = () => upstream.received.filter((request) => request.method === 'POST' && request.path === path);
  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: SLOW_STEP_MS });
  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  await page
    .getByRole('region', { name: /^Rule 2:/ })
    .getByRole('textbox', { name: 'Pass percentage' })
    .fill('90');

  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('list', { name: 'Large rises' }).getByText('Apply now: 10% → 90%')).toBeVisible();
  await review.getByRole('radio', { name: 'Apply now' }).check();
  await review.getByRole('button', { name: /^Save as version/ }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Gate updated successfully.' }).first()).toBeVisible({
    timeout: SLOW_STEP_MS,
  });
  await expect(page.getByRole('dialog', { name: 'Confirm a large rollout increase' })).toHaveCount(0);
  // This upstream refuses expectedVersion, so the console resends once without it; both carry the strategy.
  const sent = updates().map(
    (request) => request.body as { safeChangeStrategy?: string; rules?: { passPercentage: number }[] },
  );
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((body) => body.safeChangeStrategy === 'immediate')).toBe(true);
  expect(sent.at(-1)?.rules?.[1]?.passPercentage).toBe(90);
});
