// A gate's history as an auditor uses it: the paged timeline, any two versions compared, the version in effect at a
// moment, the export, and a restore through the editor's review, checked against the real server.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { listEnvelope } from '../src/contract/envelope';
import { type Gate, GateSchema } from '../src/contract/gate';
import type { Rule } from '../src/contract/rule';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

// The moment typed below is read in the browser's time zone; UTC makes it the same one the test formats in.
test.use({ timezoneId: 'UTC' });

async function listVersions(
  request: APIRequestContext,
  serverUrl: string,
  apiKey: string,
  id: string,
  limit = 100,
): Promise<Gate[]> {
  const response = await request.get(
    `${serverUrl}${API_BASE_PATH}${apiPaths.gateVersions(id)}?page=1&limit=${String(limit)}`,
    {
      headers: { [API_KEY_HEADER]: apiKey },
    },
  );
  expect(response.status()).toBe(200);
  return listEnvelope(GateSchema).parse(await response.json()).data;
}

/** What a restore must bring back of a rule: its name, percentage, conditions and environments. */
function ruleContent(rule: Rule) {
  return {
    name: rule.name,
    passPercentage: rule.passPercentage,
    conditions: rule.conditions,
    environments: rule.environments ?? [],
  };
}

function timeline(page: Page) {
  return page.getByRole('table', { name: /^Versions of / });
}

function versionRow(page: Page, version: number) {
  return timeline(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Version ${String(version)}`, exact: true }) });
}

test('a 30-version timeline pages, says what each version changed, finds the version in effect at a moment and exports all', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  test.setTimeout(60_000);
  await page.goto('/gates/search_ranking_v3/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History of Search ranking v3' })).toBeVisible();
  const rows = timeline(page).getByRole('row');
  // A header row and 20 versions, newest first.
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1)).toContainText('Version 30');
  await expect(rows.nth(20)).toContainText('Version 11');
  await expect(page.getByText('Page 1 of 2 · 30 items')).toBeVisible();
  await expect(versionRow(page, 30)).toContainText("rule 'English-speaking markets' 10% → 25%");
  await expect(versionRow(page, 30)).toContainText('Release pipeline (CI key)');
  await expect(versionRow(page, 30)).toContainText('Approved');
  // The last row's predecessor is on the next page, and still its change is told.
  await expect(versionRow(page, 11)).toContainText("rule 'Heavy users (temporary)' 10% → 25%");

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('Version 10');
  await expect(versionRow(page, 1)).toContainText('gate created');

  // Two minutes after version 17 was saved, version 17 was in effect (18 came days later).
  const versions = await listVersions(request, serverUrl, apiKey, 'search_ranking_v3');
  const saved17 = versions.find((gate) => gate.version === 17)?.lastModifiedTime ?? 0;
  const moment = new Date(saved17 + 120_000).toISOString().slice(0, 16);
  await page.getByLabel('Show the version in effect at (your local time)').fill(moment);
  await page.getByRole('button', { name: 'Show that version' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version 17 was in effect at/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]version=17(&|$)/);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page.getByRole('heading', { level: 2, name: 'Version 17 compared with version 16' })).toBeVisible();
  await expect(page.getByText("From version 16 to version 17: rule 'Canada pilot' 25% → 50%.")).toBeVisible();
  await expect(versionRow(page, 17)).toContainText('Shown');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all versions (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^search_ranking_v3-versions-.*\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { gateId: string; versions: Gate[] };
  expect(exported.gateId).toBe('search_ranking_v3');
  expect(exported.versions.map((gate) => gate.version)).toEqual(Array.from({ length: 30 }, (_, index) => 30 - index));
  expect(exported.versions).toEqual(versions);

  await page.goto('/gates/no_such_gate/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Gate not found' })).toBeVisible();
});

test('two versions compared side by side show a raised percentage and an added condition; restoring one saves the next version', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  // An axe run and three saves on a shared two-core machine.
  test.setTimeout(90_000);
  await page.goto('/gates/email_digest_weekly/history?version=6&against=4');
  const comparison = page.getByRole('region', { name: 'Version 6 compared with version 4' });
  await expect(comparison).toBeVisible();
  await expect(
    comparison.getByText("From version 4 to version 6: rule 'Real inboxes' 25% → 50%, condition added."),
  ).toBeVisible();
  // The changed percentage and the added condition are marked as insertions on the newer side.
  await expect(comparison.locator('ins', { hasText: '50% pass' })).toBeVisible();
  await expect(comparison.locator('ins', { hasText: 'ops@larkspur.example' })).toBeVisible();
  await expect(comparison.locator('del', { hasText: '25% pass' })).toBeVisible();
  await expect(comparison.getByText('This is the current version.')).toBeVisible();
  await expectNoViolations(page);

  // Swap: version 4 shown, compared with the current one, and restored.
  await comparison.getByRole('button', { name: 'Swap' }).click();
  await expect(page).toHaveURL(/version=4&against=6|against=6.*version=4/);
  const swapped = page.getByRole('region', { name: 'Version 4 compared with version 6' });
  await swapped.getByRole('button', { name: 'Restore version 4' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(
    review.getByText("Changes against version 6: rule 'Real inboxes' 50% → 25%, condition removed."),
  ).toBeVisible();
  await review.getByRole('button', { name: 'Save as version 7' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('region', { name: 'Version 7 compared with version 6' })).toBeVisible();
  await expect(versionRow(page, 7)).toContainText("rule 'Real inboxes' 50% → 25%, condition removed");

  const [newest, , , restored] = await listVersions(request, serverUrl, apiKey, 'email_digest_weekly', 4);
  expect(newest?.version).toBe(7);
  expect(restored?.version).toBe(4);
  expect(newest?.rules.map(ruleContent)).toEqual(restored?.rules.map(ruleContent));

  // Someone saves while version 6 is being restored: the conflict is shown and the restore lands on top of theirs.
  await versionRow(page, 6).getByRole('link', { name: 'Version 6', exact: true }).click();
  await page
    .getByRole('region', { name: 'Version 6 compared with version 5' })
    .getByRole('button', { name: 'Restore version 6' })
    .click();
  await expect(review.getByRole('button', { name: 'Save as version 8' })).toBeVisible();
  const concurrent = await request.post(`${serverUrl}${API_BASE_PATH}${apiPaths.gate('email_digest_weekly')}`, {
    headers: { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json' },
    data: { description: 'Changed by someone else' },
  });
  expect(concurrent.status()).toBe(200);
  // Going back up from 25% to 50% is a risky change, confirmed as in the editor.
  await review.getByRole('checkbox', { name: "Raises rule 'Real inboxes' from 25% to 50%" }).check();
  await review.getByRole('button', { name: 'Save as version 8' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await expect(conflict.getByText('The version was not restored')).toBeVisible();
  await conflict.getByRole('button', { name: 'Review the restore against the newer version' }).click();
  await review.getByRole('checkbox', { name: "Raises rule 'Real inboxes' from 25% to 50%" }).check();
  await review.getByRole('button', { name: 'Save as version 9' }).click();
  await expect(page.getByRole('region', { name: 'Version 9 compared with version 8' })).toBeVisible();
  const [latest, , , , sixth] = await listVersions(request, serverUrl, apiKey, 'email_digest_weekly', 5);
  expect(sixth?.version).toBe(5);
  const six = (await listVersions(request, serverUrl, apiKey, 'email_digest_weekly')).find(
    (gate) => gate.version === 6,
  );
  expect(latest?.rules.map(ruleContent)).toEqual(six?.rules.map(ruleContent));
  expect(latest?.description).toBe(six?.description);

  // Restoring a version where a rule with scheduled rollout steps had another percentage warns that they end.
  await page.goto('/gates/ios_6_0_release/history?version=17');
  await page.getByRole('button', { name: 'Restore version 17' }).click();
  await expect(
    review.getByText(/^Rule 'Store build 6\.0 and later': this cancels the scheduled rollout to 100% on /),
  ).toBeVisible();
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
});
