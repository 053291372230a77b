// Gate lifecycle on the gate page: each action reviewed before it runs, an archived gate read-only until
// unarchived, unsaved edits asked about first, a concurrent edit shown as a conflict, a missing action hidden.
import type { APIRequestContext, Page } from '@playwright/test';
import { recordEnvelope } from '../src/contract/envelope';
import { type Gate, GateSchema } from '../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { readGate, updateGate } from './gateApi';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

/** A gate of this test's own, so no other spec's edits meet it. */
async function createGate(request: APIRequestContext, serverUrl: string, apiKey: string, name: string) {
  const response = await request.post(`${serverUrl}${API_BASE_PATH}${apiPaths.gates()}`, {
    headers: { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json' },
    data: {
      name,
      description: 'Made by the lifecycle spec.',
      isEnabled: true,
      rules: [{ name: 'Half of everyone', passPercentage: 50, conditions: [] }],
    },
  });
  expect(response.status()).toBe(201);
  return recordEnvelope(GateSchema).parse(await response.json()).data;
}

async function openGate(page: Page, gate: Gate): Promise<void> {
  await page.goto(`/gates/${encodeURIComponent(gate.id)}`);
  // The first gate page of a worker loads its code on a shared machine.
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: 30_000 });
}

const actions = (page: Page) => page.getByRole('group', { name: 'Gate actions' });
const description = (page: Page) =>
  page.getByRole('form', { name: 'Edit gate' }).getByRole('textbox', { name: 'Description' });
const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/** Opens an action's review, checks what it says, and confirms it. */
async function runAction(page: Page, label: string, says: string | RegExp, confirm: string): Promise<void> {
  await actions(page).getByRole('button', { name: label, exact: true }).click();
  const review = page.getByRole('dialog', { name: `Review: ${label} this gate` });
  await expect(review.getByText(says)).toBeVisible();
  await review.getByRole('button', { name: confirm }).click();
  await expect(review).toHaveCount(0);
}

/** A new gate's Archive review open at version 2 while a colleague saves version 3 on the server. */
async function archiveReviewedAsAColleagueSaves(
  { page, request, serverUrl, apiKey }: { page: Page; request: APIRequestContext; serverUrl: string; apiKey: string },
  name: string,
) {
  const gate = await createGate(request, serverUrl, apiKey, name);
  await openGate(page, gate);
  await actions(page).getByRole('button', { name: 'Archive', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review: Archive this gate' });
  await expect(review.getByText('Makes version 2.')).toBeVisible();
  await updateGate(request, serverUrl, apiKey, gate.id, { description: 'A colleague got there first.' });
  return { gate, review };
}

test('launch, disable, enable, archive and unarchive a gate, each through its review; archived is read-only', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  // Five reviews and two axe passes on a shared machine.
  test.setTimeout(180_000);
  const gate = await createGate(request, serverUrl, apiKey, 'Lifecycle journey');
  await openGate(page, gate);

  await actions(page).getByRole('button', { name: 'Launch', exact: true }).click();
  const launch = page.getByRole('dialog', { name: 'Review: Launch this gate' });
  await expect(launch.getByText(/Everyone passes: the rules are replaced by one rule/)).toBeVisible();
  await expect(launch.getByText(`Changes against version ${String(gate.version)}`)).toBeVisible();
  await expect(launch.getByText('Launched', { exact: true }).first()).toBeVisible();
  await expect(launch.getByRole('heading', { name: 'Saved test users whose result changes' })).toBeVisible();
  await expectNoViolations(page);
  await launch.getByRole('button', { name: 'Launch gate' }).click();
  await expect(toast(page, 'Gate launched successfully.').first()).toBeVisible();
  const launched = await readGate(request, serverUrl, apiKey, gate.id);
  expect(launched).toMatchObject({ status: 'Launched', isEnabled: true, version: (gate.version ?? 0) + 1 });
  expect(launched.rules.map((rule) => [rule.name, rule.passPercentage])).toEqual([['Launched', 100]]);
  // Already launched that way: Launch is not offered again.
  await expect(actions(page).getByRole('button', { name: 'Launch', exact: true })).toHaveCount(0);

  await runAction(page, 'Disable', /switched off and passes no one/, 'Disable gate');
  await expect(toast(page, 'Gate disabled successfully.').first()).toBeVisible();
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({ isEnabled: false, status: 'Disabled' });
  await runAction(page, 'Enable', /switched on/, 'Enable gate');
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({ isEnabled: true, status: 'Launched' });

  await runAction(page, 'Archive', /cannot be edited until it is unarchived/, 'Archive gate');
  await expect(toast(page, 'Gate archived successfully.').first()).toBeVisible();
  const notice = page.getByRole('region', { name: 'This gate is archived' });
  await expect(notice).toBeVisible();
  await expect(description(page)).toBeDisabled();
  await expect(actions(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({ status: 'Archived' });
  // Read-only after a reload too; checked without the toasts, whose close buttons are the notification host's.
  await openGate(page, gate);
  await expect(description(page)).toBeDisabled();
  // Its rules still open to be read; nothing in them can be changed, added, moved or removed.
  const rules = page.getByRole('region', { name: 'Rules' });
  await rules.getByRole('button', { name: 'Expand Rule 1' }).click();
  await expect(rules.getByRole('button', { name: 'Collapse Rule 1' })).toHaveAttribute('aria-expanded', 'true');
  await expect(rules.getByRole('textbox', { name: 'Rule name' })).toHaveValue('Launched');
  await expect(rules.getByRole('textbox', { name: 'Rule name' })).toBeDisabled();
  for (const name of ['Reorder Rule 1', 'Duplicate Rule 1', 'Delete Rule 1', /^Add rule/]) {
    await expect(rules.getByRole('button', { name })).toBeDisabled();
  }
  await expectNoViolations(page);

  await notice.getByRole('button', { name: 'Unarchive' }).click();
  const unarchive = page.getByRole('dialog', { name: 'Review: Unarchive this gate' });
  await expect(unarchive.getByText('Settings and rules stay as they are', { exact: false })).toBeVisible();
  await unarchive.getByRole('button', { name: 'Unarchive gate' }).click();
  await expect(toast(page, 'Gate unarchived successfully.').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(description(page)).toBeEnabled();
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({ status: 'Launched', version: 6 });
});

test('an action with unsaved edits asks first, and discarding them goes on to the review', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const gate = await createGate(request, serverUrl, apiKey, 'Lifecycle draft');
  await openGate(page, gate);
  await description(page).fill('An edit that the disable must not silently carry or lose.');

  await actions(page).getByRole('button', { name: 'Disable', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(description(page)).toHaveValue('An edit that the disable must not silently carry or lose.');

  await actions(page).getByRole('button', { name: 'Disable', exact: true }).click();
  await ask.getByRole('button', { name: 'Discard edits and disable' }).click();
  await page
    .getByRole('dialog', { name: 'Review: Disable this gate' })
    .getByRole('button', { name: 'Disable gate' })
    .click();
  await expect(actions(page).getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
  await expect(description(page)).toHaveValue('Made by the lifecycle spec.');
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({ isEnabled: false, version: 2 });
});

test('a colleague saving first shows the conflict; the action is reviewed again against their version', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const { gate, review } = await archiveReviewedAsAColleagueSaves(
    { page, request, serverUrl, apiKey },
    'Lifecycle conflict',
  );
  await review.getByRole('button', { name: 'Archive gate' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await expect(conflict.getByText('The gate was not changed')).toBeVisible();
  await expectNoViolations(page);
  await conflict.getByRole('button', { name: 'Review the action against the newer version' }).click();
  await expect(review.getByText('Makes version 3.')).toBeVisible();
  await review.getByRole('button', { name: 'Archive gate' }).click();

  await expect(page.getByRole('region', { name: 'This gate is archived' })).toBeVisible();
  await expect(description(page)).toHaveValue('A colleague got there first.');
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({
    status: 'Archived',
    version: 3,
    description: 'A colleague got there first.',
  });
});

test('a conflict closed before the newer version has arrived stays closed when it does', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const { gate, review } = await archiveReviewedAsAColleagueSaves(
    { page, request, serverUrl, apiKey },
    'Lifecycle conflict closed early',
  );

  // The read of the newer version is held until the person has closed the dialog.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${API_BASE_PATH}${apiPaths.gate(gate.id)}`, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await review.getByRole('button', { name: 'Archive gate' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await expect(conflict.getByText('The gate was not changed')).toBeVisible();
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toHaveCount(0);

  release();
  // The page has the newer version (its header shows the colleague's description), and the dialog stays closed.
  await expect(page.getByText('A colleague got there first.').first()).toBeVisible();
  await expect(conflict).toHaveCount(0);
});

test('an action the server answers 404 for is hidden for the connection, said once', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const gate = await createGate(request, serverUrl, apiKey, 'Lifecycle missing');
  await page.route(`**${API_BASE_PATH}/gates/*/archive`, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":404,"message":"Not found"}' }),
  );
  await openGate(page, gate);
  await runAction(page, 'Archive', /cannot be edited/, 'Archive gate');
  await expect(toast(page, 'This service does not offer Archive').first()).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  await expect(actions(page).getByText('This service does not offer Archive.')).toBeVisible();

  await page.reload();
  await expect(actions(page).getByRole('button', { name: 'Disable', exact: true })).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  expect(await readGate(request, serverUrl, apiKey, gate.id)).toMatchObject({ version: 1 });
});
