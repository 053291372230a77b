// The gate page as a product manager uses it: read, edit, review and save, through the real server.
import type { Page } from '@playwright/test';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { readGate, updateGate } from './gateApi';
import { describeLatencies, typeMeasured, watchTypingLatency } from './typingLatency';
import { waitUntilShown } from './waitUntilShown';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

/** Opens a gate's page by address and waits for its form (longer for a gate of hundreds of rules on a busy machine). */
async function openGate(page: Page, id: string, timeout?: number): Promise<void> {
  await page.goto(`/gates/${id}`);
  const form = page.getByRole('form', { name: 'Edit gate' });
  if (timeout === undefined) await expect(form).toBeVisible();
  else await waitUntilShown(form, timeout);
}

function saveBar(page: Page) {
  return page.getByRole('region', { name: 'Unsaved changes' });
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

function gateName(page: Page) {
  return page.getByRole('form', { name: 'Edit gate' }).getByRole('textbox', { name: 'Name', exact: true });
}

test('a gate page shows its settings, state and facts in sections, and passes axe in both schemes', async ({
  connectedPage: page,
}) => {
  // Two axe runs over a long page on a shared machine.
  test.setTimeout(120_000);
  await openGate(page, 'checkout_apple_pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout - Apple Pay' })).toBeVisible();
  await expect(page.getByText('checkout_apple_pay', { exact: true })).toBeVisible();
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
  for (const section of ['Settings', 'Rules', 'Ownership', 'Evaluation', 'Review', 'Monitoring', 'Record']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /Hannah/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Version history' })).toHaveAttribute(
    'href',
    '/gates/checkout_apple_pay/history',
  );
  // Codes of the service read as words.
  await expect(page.getByRole('definition').filter({ hasText: /^None$/ })).toBeVisible();
  await expect(page.getByText('NONE', { exact: true })).toHaveCount(0);
  // A rule's icon buttons name themselves on hover, and hovering a focused one leaves the focus where it is.
  const duplicate = page.getByRole('button', { name: 'Duplicate Rule 2' });
  await duplicate.focus();
  await duplicate.hover();
  await expect(page.getByRole('tooltip', { name: 'Duplicate Rule 2' })).toBeVisible();
  await expect(duplicate).toBeFocused();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reorder Rule 1' }).hover();
  await expect(page.getByRole('tooltip', { name: /^Drag to reorder/ })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).hover();
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
});

test('a gate under review says so in words', async ({ connectedPage: page }) => {
  await openGate(page, 'account_deletion_self_serve');
  await expect(
    page.getByRole('definition').filter({ hasText: /^Pending review: .+ asks to ramp the next step$/ }),
  ).toBeVisible();
});

test('an unknown gate id says so', async ({ connectedPage: page }) => {
  await page.goto('/gates/no_such_gate_e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'Gate not found' })).toBeVisible();
});

test('an invalid name blocks saving, and the save button says what to fix', async ({ connectedPage: page }) => {
  await openGate(page, 'saved_cards_vault');
  await gateName(page).fill('ab');
  await expect(page.getByText('Name must be 3 to 100 characters')).toBeVisible();
  await saveBar(page).getByRole('button', { name: 'Fix 1 problem: name' }).click();
  await expect(gateName(page)).toBeFocused();
  await expect(dialog(page, 'Review changes')).toHaveCount(0);

  await gateName(page).fill('Saved cards / vault');
  await expect(page.getByText('Name may use only letters, digits, spaces and _ - .')).toBeVisible();
  await expect(gateName(page)).toHaveValue('Saved cards / vault');

  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  const passPercentage = page.getByRole('textbox', { name: 'Pass percentage' });
  await passPercentage.fill('101');
  await expect(page.getByText('Pass percentage must be between 0 and 100').first()).toBeVisible();
  await saveBar(page).getByRole('button', { name: 'Fix 2 problems: name, rule 1 pass percentage' }).click();
  await expect(dialog(page, 'Review changes')).toHaveCount(0);
  // Nothing typed is lost by a refused save.
  await expect(passPercentage).toHaveValue(/^101%?$/);
  await expect(gateName(page)).toHaveValue('Saved cards / vault');
});

test('a rise of more than 50 points completes after choosing the safe-change strategy in the review', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'gift_cards');
  await openGate(page, 'gift_cards');
  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  await page.getByRole('textbox', { name: 'Pass percentage' }).fill('100');
  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = dialog(page, 'Review changes');
  await expect(review.getByRole('list', { name: 'Large rises' }).getByText('Apply now: 25% → 100%')).toBeVisible();
  await expect(review.getByRole('button', { name: /Save as version/ })).toBeDisabled();
  await review.getByRole('radio', { name: 'Apply now' }).check();
  await review.getByRole('button', { name: `Save as version ${String((before.version ?? 0) + 1)}` }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Gate updated successfully' }).first()).toBeVisible();
  await expect(page.getByText(`Version ${String((before.version ?? 0) + 1)}`, { exact: true })).toBeVisible();
  const after = await readGate(request, serverUrl, apiKey, 'gift_cards');
  expect(after.version).toBe((before.version ?? 0) + 1);
  expect(after.rules.find((rule) => rule.name === 'Everyone')?.passPercentage).toBe(100);
});

test('a rule with a scheduled rollout shows its steps, warns before an edit cancels them, and a gradual save says what is scheduled', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openGate(page, 'ios_6_0_release');
  const steps = page.getByRole('list', { name: 'Automated rollout of Store build 6.0 and later' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps.getByRole('listitem').filter({ hasText: 'scheduled' }).first()).toContainText('50%');
  await expect(page.getByText('Saving a new pass percentage for this rule cancels its scheduled steps.')).toBeVisible();

  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  const percentage = page.getByRole('region', { name: /^Rule 2:/ }).getByRole('textbox', { name: 'Pass percentage' });
  await percentage.fill('100');
  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = dialog(page, 'Review changes');
  await expect(
    review.getByText(/^Rule 'Store build 6\.0 and later': this cancels the scheduled rollout to 100% on /),
  ).toBeVisible();
  await review.getByRole('radio', { name: 'Save gradually (recommended)' }).check();
  await review.getByRole('button', { name: /Save as version/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Rule 'Store build 6\.0 and later' is at 75% now; 100% is scheduled for / })
      .first(),
  ).toBeVisible();
  const after = await readGate(request, serverUrl, apiKey, 'ios_6_0_release');
  expect(after.rules[1]?.passPercentage).toBe(75);
  expect(after.rules[1]?.pendingAutomatedRollouts?.map((step) => step.passPercent)).toEqual([100]);
  // The editor now shows the one step the gradual save scheduled.
  await expect(steps.getByRole('listitem').filter({ hasText: 'scheduled' })).toHaveCount(1);
});

test('a change saved behind the page keeps every edit and re-applies them on the newer version', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openGate(page, 'one_page_checkout');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('My careful rewrite of the description.');

  const behind = await updateGate(request, serverUrl, apiKey, 'one_page_checkout', {
    tags: ['checkout', 'conversion', 'changed-behind'],
  });
  const newerVersion = behind.version ?? 0;

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  await dialog(page, 'Review changes')
    .getByRole('button', { name: /Save as version/ })
    .click();

  const conflict = dialog(page, 'Someone else changed this gate');
  await expect(conflict.getByText(`saved version ${String(newerVersion)}`, { exact: false })).toBeVisible();
  // One instruction to follow; the server's own words are kept on a secondary line.
  await expect(conflict.getByText(/^Server said: /)).toBeVisible();
  // "Keep editing" rebases too (gate-save-flow.spec.ts); this is the path that reviews at once.
  await conflict.getByRole('button', { name: 'Review the newer version and re-apply my changes' }).click();
  const review = dialog(page, 'Review changes');
  await expect(review.getByText(`Changes against version ${String(newerVersion)}`)).toBeVisible();
  await review.getByRole('button', { name: `Save as version ${String(newerVersion + 1)}` }).click();

  await expect(page.getByText(`Version ${String(newerVersion + 1)}`, { exact: true })).toBeVisible();
  const saved = await readGate(request, serverUrl, apiKey, 'one_page_checkout');
  expect(saved.description).toBe('My careful rewrite of the description.');
  // The tag someone else added is kept: only the user's own edits were re-applied.
  expect(saved.tags).toContain('changed-behind');
});

test('leaving with unsaved changes asks first, and a reload restores them as a draft rebased on a colleague save', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openGate(page, 'referral_program');
  await gateName(page).fill('Referral program v2');
  await expect(saveBar(page).getByText('1 unsaved change')).toBeVisible();

  await page.getByRole('link', { name: 'Back to gates' }).click();
  const leave = dialog(page, 'Leave without saving?');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/gates\/referral_program$/);
  await expect(gateName(page)).toHaveValue('Referral program v2');

  // A colleague disables the gate and lowers its rule while the draft waits in this tab.
  const loaded = await readGate(request, serverUrl, apiKey, 'referral_program');
  const colleague = await updateGate(request, serverUrl, apiKey, 'referral_program', {
    isEnabled: false,
    rules: loaded.rules.map(({ id, name }) => ({
      ...(id === undefined ? {} : { id }),
      name,
      passPercentage: 60,
      conditions: [],
    })),
  });
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'Restored your unsaved changes from' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`now at version ${String(colleague.version)}, so they were re-applied on it`);
  await expect(gateName(page)).toHaveValue('Referral program v2');
  await expect(page.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = dialog(page, 'Review changes');
  await expect(review.getByText(`Changes against version ${String(colleague.version)}: name changed.`)).toBeVisible();
  await review.getByRole('button', { name: 'Back to editing' }).click();

  await page.getByRole('link', { name: 'Back to gates' }).click();
  await leave.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL(/\/gates$/);
  await openGate(page, 'referral_program');
  await expect(gateName(page)).toHaveValue('Referral program');
});

// Prints its input latency for the run's log (`npm run bench typing` measures it on its own); asserts behaviour only.
test('a gate with 200 rules takes typing in a setting and in a rule, with errors as typed (input latency printed)', async ({
  connectedPage: page,
}) => {
  test.setTimeout(120_000);
  await openGate(page, 'storefront_regional_availability', 30_000);
  await watchTypingLatency(page);
  const typed = ' and thirty characters more...';
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.press('End');
  const inDescription = await typeMeasured(page, typed);
  await expect(description).toHaveValue(/and thirty characters more\.\.\.$/);
  expect(inDescription).toHaveLength(typed.length);

  await page.getByRole('button', { name: 'Expand Rule 150' }).click();
  const rule = page.getByRole('region', { name: /^Rule 150:/ });
  const ruleName = rule.getByRole('textbox', { name: 'Rule name' });
  await ruleName.click();
  await page.keyboard.press('End');
  const inRuleName = await typeMeasured(page, typed);
  await expect(ruleName).toHaveValue(/and thirty characters more\.\.\.$/);
  expect(inRuleName).toHaveLength(typed.length);
  // The summary of the rule follows the typing, and checks still run as typed: only this rule is checked per key,
  // and Save still checks the whole gate.
  await expect(rule).toHaveAccessibleName(/and thirty characters more\.\.\.$/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(rule.getByText('Rule name is required')).toBeVisible();
  await saveBar(page).getByRole('button', { name: 'Fix 1 problem: rule 150 name' }).click();
  await expect(ruleName).toBeFocused();

  // Expand all opens every rule; the fields of a rule far down mount once it is scrolled near.
  await page.getByRole('button', { name: 'Expand all rules' }).click();
  const last = page.getByRole('button', { name: 'Collapse Rule 200' });
  await expect(last).toBeAttached();
  // Rules above grow as their fields mount near the viewport, which can push rule 200 off screen again: scroll to it
  // until its fields show, as a person would.
  // isVisible() in the loop: each failed toBeVisible poll would snapshot the 200-rule page (e2e/waitUntilShown.ts).
  const lastName = page.getByRole('region', { name: /^Rule 200:/ }).getByRole('textbox', { name: 'Rule name' });
  await expect(async () => {
    await last.scrollIntoViewIfNeeded();
    expect(await lastName.isVisible()).toBe(true);
  }).toPass();

  console.log(
    `Input latency on a gate with 200 rules, keydown to painted frame. Description: ${describeLatencies(inDescription)}; ` +
      `rule 150 name: ${describeLatencies(inRuleName)}`,
  );
});

test('a new rule with two conditions of different types, moved to the top, is saved as the next version', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'wishlist_sharing');
  const nextVersion = (before.version ?? 0) + 1;
  await openGate(page, 'wishlist_sharing');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const added = page.getByRole('region', { name: /^Rule 2:/ });
  await added.getByRole('textbox', { name: 'Rule name' }).fill('Canadian app testers');
  await added.getByRole('textbox', { name: 'Pass percentage' }).fill('20');

  await added.getByRole('button', { name: 'Add condition' }).click();
  const country = added.getByRole('group', { name: 'Condition 1' });
  await country.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Country', exact: true }).click();
  await country.getByRole('combobox', { name: 'Values' }).fill('CA');
  await page.keyboard.press('Enter');

  await added.getByRole('button', { name: 'Add condition' }).click();
  const version = added.getByRole('group', { name: 'Condition 2' });
  await version.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'App version', exact: true }).click();
  await version.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'is at least version' }).click();
  await version.getByRole('textbox', { name: 'Version' }).fill('2.4.0');
  await expect(
    added.getByText('Users whose country is any of CA and app version is at least 2.4.0 — 20% pass'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Move Rule 2 up' }).click();
  await expect(page.getByRole('region', { name: /^Rule 1:/ })).toHaveAccessibleName('Rule 1: Canadian app testers');

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = dialog(page, 'Review changes');
  await expect(review.getByText('Canadian app testers').first()).toBeVisible();
  await review.getByRole('button', { name: `Save as version ${String(nextVersion)}` }).click();
  await expect(page.getByText(`Version ${String(nextVersion)}`, { exact: true })).toBeVisible();

  const saved = await readGate(request, serverUrl, apiKey, 'wishlist_sharing');
  expect(saved.version).toBe(nextVersion);
  expect(saved.rules.map((rule) => rule.name)).toEqual(['Canadian app testers', 'Power users']);
  expect(saved.rules[0]).toMatchObject({
    passPercentage: 20,
    conditions: [
      { type: 'country', operator: 'any', targetValue: ['CA'] },
      { type: 'app_version', operator: 'version_gte', targetValue: '2.4.0' },
    ],
  });
  // The page shows the re-fetched record: the new rule keeps its place after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: /^Rule 1:/ })).toHaveAccessibleName('Rule 1: Canadian app testers');
});
