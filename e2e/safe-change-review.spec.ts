// What the review of a save tells before saving: every rise the server would refuse without a safe-change strategy,
// with the percentages each choice leaves, confirmed once; a gate that requires review says saves apply at once.
import type { Page } from '@playwright/test';
import { API_BASE_PATH, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { readGate } from './gateApi';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

async function openGate(page: Page, id: string): Promise<void> {
  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();
}

function saveBar(page: Page) {
  return page.getByRole('region', { name: 'Unsaved changes' });
}

function rule(page: Page, position: number) {
  return page.getByRole('region', { name: new RegExp(`^Rule ${String(position)}:`) });
}

/** Counts the updates of gate `id` the page sends from now on. */
function countUpdates(page: Page, id: string): () => number {
  const path = `${API_BASE_PATH}${apiPaths.gate(id)}`;
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Adds a rule for users in `country`, passing `percentage`, at `position` (above a catch-all rule, if there is one). */
async function addCountryRule(
  page: Page,
  position: number,
  name: string,
  country: string,
  percentage: string,
): Promise<void> {
  await page.getByRole('button', { name: /^Add rule/ }).click();
  const added = rule(page, position);
  await added.getByRole('textbox', { name: 'Rule name' }).fill(name);
  await added.getByRole('textbox', { name: 'Pass percentage' }).fill(percentage);
  await added.getByRole('button', { name: 'Add condition' }).click();
  const condition = added.getByRole('group', { name: 'Condition 1' });
  await condition.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Country', exact: true }).click();
  await condition.getByRole('combobox', { name: 'Values' }).fill(country);
  await page.keyboard.press('Enter');
}

test('a new rule at 100% is listed with what each choice leaves before the first save, and saves with one request', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  // An axe run over the open review on a shared machine.
  test.setTimeout(90_000);
  const before = await readGate(request, serverUrl, apiKey, 'gift_cards');
  const next = (before.version ?? 0) + 1;
  await openGate(page, 'gift_cards');
  // The gate's last rule has no conditions and decides every unit, so the new rule goes above it.
  await addCountryRule(page, before.rules.length, 'VIP shoppers', 'DE', '100');
  const updates = countUpdates(page, 'gift_cards');

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  const rises = review.getByRole('list', { name: 'Large rises' });
  await expect(rises.getByRole('listitem')).toHaveCount(1);
  await expect(rises).toContainText("Rule 'VIP shoppers' (new)");
  await expect(rises.getByText('Apply now: 0% → 100%')).toBeVisible();
  await expect(rises.getByText(/^Save gradually: 0% → 50% now, 100% on \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  // Choosing how is the confirmation: until then the save waits, and says why.
  const save = review.getByRole('button', { name: `Save as version ${String(next)}` });
  await expect(save).toBeDisabled();
  await expect(review.getByText('Choose how to apply the large rises to save.')).toBeVisible();
  await review.getByRole('radio', { name: 'Apply now' }).check();
  await expect(review.getByText("Apply now sets the rule listed at once: 'VIP shoppers' (new).")).toBeVisible();
  await review.getByRole('button', { name: 'Request that will be sent' }).click();
  await expect(review.locator('pre')).toContainText('"safeChangeStrategy": "immediate"');
  await expectNoViolations(page);
  await save.click();

  await expect(page.getByRole('status').filter({ hasText: 'Gate updated successfully.' }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm a large rollout increase' })).toHaveCount(0);
  expect(updates()).toBe(1);
  const after = await readGate(request, serverUrl, apiKey, 'gift_cards');
  expect(after.version).toBe(next);
  expect(after.rules.at(-2)).toMatchObject({ name: 'VIP shoppers', passPercentage: 100 });
});

test('an edited rule raised from 10% to 90% is confirmed once, by the choice, not by a tick and a second dialog', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'cafe_menu_recommendations');
  await openGate(page, 'cafe_menu_recommendations');
  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  await rule(page, 2).getByRole('textbox', { name: 'Pass percentage' }).fill('90');
  const updates = countUpdates(page, 'cafe_menu_recommendations');

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('list', { name: 'Large rises' }).getByText('Apply now: 10% → 90%')).toBeVisible();
  await expect(
    review.getByRole('list', { name: 'Large rises' }).getByText(/^Save gradually: 10% → 60% now, 90% on /),
  ).toBeVisible();
  // The rise is not asked about twice in the same dialog either.
  await expect(review.getByRole('checkbox')).toHaveCount(0);
  await review.getByRole('radio', { name: 'Apply now' }).check();
  await review.getByRole('button', { name: /^Save as version/ }).click();

  await expect(review).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Confirm a large rollout increase' })).toHaveCount(0);
  expect(updates()).toBe(1);
  const after = await readGate(request, serverUrl, apiKey, 'cafe_menu_recommendations');
  expect(after.version).toBe((before.version ?? 0) + 1);
  expect(after.rules[1]).toMatchObject({ name: 'Diners', passPercentage: 90 });
});

test('"Save gradually" says before saving that it ramps every listed rule, and does', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'android_6_0_release');
  await openGate(page, 'android_6_0_release');
  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  await rule(page, 2).getByRole('textbox', { name: 'Pass percentage' }).fill('90');
  await addCountryRule(page, before.rules.length + 1, 'German testers', 'DE', '100');

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('list', { name: 'Large rises' }).getByRole('listitem')).toHaveCount(2);
  await review.getByRole('radio', { name: 'Save gradually (recommended)' }).check();
  await expect(
    review.getByText(
      "Save gradually ramps all 2 rules listed, not only one: 'App newer than 5.9.9', 'German testers' (new).",
    ),
  ).toBeVisible();
  await review.getByRole('button', { name: /^Save as version/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Rule 'German testers' is at 50% now; 100% is scheduled for / })
      .first(),
  ).toBeVisible();

  const after = await readGate(request, serverUrl, apiKey, 'android_6_0_release');
  expect(after.rules[1]).toMatchObject({ passPercentage: 60, pendingAutomatedRollouts: [{ passPercent: 90 }] });
  expect(after.rules.at(-1)).toMatchObject({
    name: 'German testers',
    passPercentage: 50,
    pendingAutomatedRollouts: [{ passPercent: 100 }],
  });
});

test('two rules with one name are flagged at the name as it is typed, and the review cannot open', async ({
  connectedPage: page,
}) => {
  await openGate(page, 'loyalty_points');
  await page.getByRole('button', { name: 'Expand Rule 3' }).click();
  const name = rule(page, 3).getByRole('textbox', { name: 'Rule name' });
  await name.fill('customers with spend');
  await expect(rule(page, 3).getByText('Rule 2 has the same name; each rule needs a name of its own')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await saveBar(page)
    .getByRole('button', { name: /^Review and save|^Fix/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toHaveCount(0);
  await name.fill('Exactly one order');
  await expect(rule(page, 3).getByText('Rule 2 has the same name; each rule needs a name of its own')).toBeHidden();
});

test('a server that answers 428 to a rise the review saw as small gets one question, in words, not its API advice', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const id = 'search_autocomplete_suggestions';
  const before = await readGate(request, serverUrl, apiKey, id);
  const sent: unknown[] = [];
  // A stricter server: it refuses this update once, as any rise of more than 5 points.
  await page.route(`**${API_BASE_PATH}${apiPaths.gate(id)}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent.push(route.request().postDataJSON());
    if (sent.length > 1) return route.fallback();
    return route.fulfill({
      status: 428,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 428,
        message:
          'Rule "Everyone else" would rise from 50% to 60% at once, more than 5 points: resend with safeChangeStrategy "gradual" or "immediate"',
      }),
    });
  });
  await openGate(page, id);
  await page.getByRole('button', { name: 'Expand Rule 2' }).click();
  await rule(page, 2).getByRole('textbox', { name: 'Pass percentage' }).fill('60');
  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByRole('list', { name: 'Large rises' })).toHaveCount(0);
  await review.getByRole('checkbox', { name: "Raises rule 'Everyone else' from 50% to 60%" }).check();
  await review.getByRole('button', { name: /^Save as version/ }).click();

  const fallback = page.getByRole('dialog', { name: 'Confirm a large rollout increase' });
  await expect(
    fallback.getByText('Rule "Everyone else" would rise from 50% to 60% at once, more than 5 points.'),
  ).toBeVisible();
  await expect(fallback).not.toContainText('safeChangeStrategy');
  await fallback.getByRole('radio', { name: 'Apply now' }).check();
  await fallback.getByRole('button', { name: 'Apply now' }).click();
  await expect(fallback).toBeHidden();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatchObject({ safeChangeStrategy: 'immediate' });
  const after = await readGate(request, serverUrl, apiKey, id);
  expect(after.version).toBe((before.version ?? 0) + 1);
  expect(after.rules[1]?.passPercentage).toBe(60);
});
