// What history and review settings tell must be true: saves here apply at once whatever "Require review" says, a
// new version has no review of its own, and a restore is named as one.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readGate, updateGate } from './gateApi';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

function saveBar(page: Page) {
  return page.getByRole('region', { name: 'Unsaved changes' });
}

function versionRow(page: Page, version: number) {
  return page
    .getByRole('table', { name: /^Versions of / })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Version ${String(version)}`, exact: true }) });
}

test('a gate that requires review says saves apply at once, and its new versions show no review of the one before', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'checkout_apple_pay');
  const first = (before.version ?? 0) + 1;
  await page.goto('/gates/checkout_apple_pay');
  const form = page.getByRole('form', { name: 'Edit gate' });
  await expect(form.getByRole('switch', { name: 'Require review' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Require review' })).toHaveAccessibleDescription(
    /Saves made here go through the Console API, which applies them at once without asking a reviewer\./,
  );

  for (const [index, words] of ['Reviewed? No: applied at once.', 'And again, at once.'].entries()) {
    await form.getByRole('textbox', { name: 'Description' }).fill(words);
    await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    await expect(
      review.getByText('This gate requires review, but a save through the Console API applies at once'),
    ).toBeVisible();
    await review.getByRole('button', { name: `Save as version ${String(first + index)}` }).click();
    await expect(review).toBeHidden();
  }

  await page.goto('/gates/checkout_apple_pay/history');
  await expect(versionRow(page, 14)).toContainText('Pending review');
  for (const version of [first, first + 1]) {
    await expect(versionRow(page, version)).toBeVisible();
    await expect(versionRow(page, version)).not.toContainText('Pending review');
  }
  const after = await readGate(request, serverUrl, apiKey, 'checkout_apple_pay');
  expect(after.activeReview).toBeUndefined();
});

test('restoring version 13 names the restore in the toast and in the history', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'onboarding_checklist_v2');
  const next = (before.version ?? 0) + 1;
  await page.goto('/gates/onboarding_checklist_v2/history?version=13');
  await page
    .getByRole('region', { name: 'Version 13 compared with version 12' })
    .getByRole('button', { name: 'Restore version 13' })
    .click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('button', { name: `Save as version ${String(next)}` })).toBeVisible();
  for (const risk of await review.getByRole('checkbox').all()) await risk.check();
  const applyNow = review.getByRole('radio', { name: 'Apply now' });
  if ((await applyNow.count()) > 0) await applyNow.check();
  await review.getByRole('button', { name: `Save as version ${String(next)}` }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Restored from version 13. Gate updated successfully.' }),
  ).toBeVisible();
  await expect(versionRow(page, next)).toContainText('Restored from version 13: ');
  // The version before it is no restore: it only changed what it changed.
  await expect(versionRow(page, next - 1)).not.toContainText('Restored from');
});

test('a version with one change past the summary cap reads "and 1 more change"', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'video_autoplay');
  const added = Array.from({ length: 7 }, (_, index) => ({
    name: `Cohort ${String(index + 1)}`,
    passPercentage: 10,
    conditions: [],
  }));
  const saved = await updateGate(request, serverUrl, apiKey, 'video_autoplay', { rules: [...before.rules, ...added] });
  await page.goto('/gates/video_autoplay/history');
  const row = versionRow(page, saved.version ?? 0);
  await expect(row).toContainText("rule 'Cohort 6' added; and 1 more change");
  await expect(row).not.toContainText('and more change');
});
