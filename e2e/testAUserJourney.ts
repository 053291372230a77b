// The "Test a user" journey, shared by the embedded run (test-a-user.spec.ts) and the upstream one
// (proxy/proxyTestAUser.spec.ts): the seeded gate "Canada pilot" (staff by email at 100 %, then Canada or US on app
// 2.0 or later at 25 %), a user who passes by its second rule, one who fails by default.
import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';

/** The seeded gate made for this journey; Maya's bucket for its second rule is 1975, below 25 %'s 2500. */
export const DEMO_GATE_ID = 'canada_pilot';

function panelOf(page: Page) {
  return page.getByRole('dialog', { name: /^Test a user on gate/ });
}

/** The panel's result sentence and the badge above it. */
function resultOf(page: Page) {
  return panelOf(page).getByRole('region', { name: 'Result' }).getByRole('status');
}

/** `bucketing`: exact on the embedded server; upstream, a 25 % rule's result is labelled the console's estimate. */
export async function testAUserJourney(page: Page, bucketing: 'exact' | 'estimate'): Promise<void> {
  await page.goto(`/gates/${DEMO_GATE_ID}`);
  await page.getByRole('button', { name: 'Test a user' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/[?&]test=1/);
  await panel.getByRole('button', { name: 'No thanks' }).click();

  await panel.getByLabel('User ID').fill('maya-1003');
  await panel.getByLabel('Country').fill('CA');
  await panel.getByLabel('App version').fill('2.1');
  await expect(resultOf(page)).toContainText(
    "Passes by Rule 2 'Canada pilot': country CA is any of CA, US ✓; app version 2.1 ≥ 2.0 ✓; bucket 1975 < 2500",
  );
  if (bucketing === 'estimate') await expect(resultOf(page)).toContainText('estimate');
  else await expect(resultOf(page)).not.toContainText('estimate');
  const rules = panel.getByRole('list', { name: 'Rules as tried' }).getByRole('listitem');
  await expect(rules.filter({ hasText: "Rule 1 'Staff'" })).toContainText('Not matched');
  await expect(rules.filter({ hasText: "Rule 2 'Canada pilot'" })).toContainText(/^Matched/);
  await expectNoViolations(page);

  await panel.getByLabel('Name to save as').fill('Maya');
  await panel.getByRole('button', { name: 'Save test user' }).click();
  await expect(panel.getByText('Saved “Maya”')).toBeVisible();
  await expect(page).toHaveURL(/[?&]testUser=/);

  await panel.getByLabel('Country').fill('FR');
  await expect(resultOf(page)).toContainText('Fails by default: no rule applies');
  await panel.getByLabel('Name to save as').fill('Sam');
  await panel.getByRole('button', { name: 'Save as new' }).click();
  await expect(panel.getByRole('combobox', { name: 'Saved test user' })).toHaveValue('Sam');

  // The panel, its user and both saved users survive a reload: they live in the address and the browser.
  await page.reload();
  await expect(resultOf(page)).toContainText('Fails by default');
  await panel.getByRole('combobox', { name: 'Saved test user' }).click();
  await page.getByRole('option', { name: 'Maya' }).click();
  await expect(resultOf(page)).toContainText("Passes by Rule 2 'Canada pilot'");
  await expect(panel.getByLabel('Country')).toHaveValue('CA');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Test a user' })).toBeFocused();
}
