// The audit log as an auditor uses it: a change made through the API found by its gate and by its author, its
// fields before and after, the link to the two versions compared, and filters that survive a reload.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { updateGate } from './gateApi';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

function entries(page: Page) {
  return page.getByRole('table', { name: 'Audit log entries, newest first' });
}

test('a gate edited through the API is found in the audit log by gate and by person, and links to its versions compared', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const saved = await updateGate(request, serverUrl, apiKey, 'referral_program', {
    description: 'Audited rewrite of the description.',
  });
  const newVersion = saved.version ?? 0;

  // From the gate's history to its log.
  await page.goto('/gates/referral_program/history');
  await page.getByRole('link', { name: 'Audit log for this gate' }).click();
  await expect(page).toHaveURL(/\/audit\?id=referral_program/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Record id' })).toHaveValue('referral_program');

  // Newest first: the change just made heads the list, in words, before and after.
  const newest = entries(page).getByRole('row').nth(1);
  await expect(newest).toContainText('Updated gate description');
  await expect(newest).toContainText('description: ');
  await expect(newest).toContainText('→ "Audited rewrite of the description."');
  await expect(newest.getByRole('link', { name: 'referral_program' })).toHaveAttribute(
    'href',
    '/gates/referral_program',
  );
  await expectNoViolations(page);

  // Filtered to its author as well, and the filters survive a reload.
  await newest.getByRole('link', { name: 'Changes by Console API' }).click();
  await expect(page).toHaveURL(/updatedBy=Console\+API|updatedBy=Console%20API/);
  await page.getByRole('textbox', { name: 'Record id' }).fill('referral_program');
  await expect(page).toHaveURL(/id=referral_program/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Person' })).toHaveValue('Console API');
  await expect(page.getByRole('textbox', { name: 'Record id' })).toHaveValue('referral_program');
  const only = entries(page).getByRole('row').nth(1);
  await expect(only).toContainText('Audited rewrite of the description.');
  await expect(entries(page).getByRole('row')).toHaveCount(2);

  // The comparison link opens the version this change saved beside the one before.
  await only.getByRole('link', { name: 'Compare versions' }).click();
  await expect(page).toHaveURL(/\/gates\/referral_program\/history\?.*at=/);
  await expect(
    page.getByRole('region', {
      name: `Version ${String(newVersion)} compared with version ${String(newVersion - 1)}`,
    }),
  ).toBeVisible();
});

test('action types and dates filter the log from the address and stay after a reload', async ({
  connectedPage: page,
}) => {
  await page.goto('/audit?actionTypes=gate_create&startDate=2000-01-01');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('2000-01-01');
  const rows = entries(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('Created gate');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('2000-01-01');
  await expect(entries(page).getByText('Updated gate', { exact: false })).toHaveCount(0);
  await expectNoViolations(page);
});
