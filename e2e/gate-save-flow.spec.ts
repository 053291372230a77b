// The gate editor's save flow: no empty versions, a Discard that asks, and a
// conflict that "Keep editing" resolves instead of repeating.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { readGate, updateGate } from './gateApi';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

async function openGate(page: Page, id: string): Promise<void> {
  await page.goto(`/gates/${id}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();
}

function saveBar(page: Page) {
  return page.getByRole('region', { name: 'Unsaved changes' });
}

function description(page: Page) {
  return page.getByRole('form', { name: 'Edit gate' }).getByRole('textbox', { name: 'Description' });
}

test('Ctrl+S on an unchanged gate says there is nothing to save, opens no review and makes no version', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const before = await readGate(request, serverUrl, apiKey, 'mobile_offline_mode');
  await openGate(page, 'mobile_offline_mode');
  await expect(saveBar(page)).toHaveCount(0);

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Nothing to save', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toHaveCount(0);

  // Typed and typed back is no change either, also from inside the field.
  const original = before.description ?? '';
  await description(page).fill(`${original} more`);
  await description(page).fill(original);
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toHaveCount(0);

  const after = await readGate(request, serverUrl, apiKey, 'mobile_offline_mode');
  expect(after.version).toBe(before.version);
});

test('Discard asks first, naming the changes, with Cancel focused so one stray click or Enter loses nothing', async ({
  connectedPage: page,
}) => {
  // An axe run over a long page with a dialog open, on a shared machine.
  test.setTimeout(90_000);
  await openGate(page, 'dark_mode_mobile');
  const original = await description(page).inputValue();
  await description(page).fill('A careful rewrite that must survive a stray click.');
  await expect(saveBar(page).getByText('1 unsaved change')).toBeVisible();

  await saveBar(page).getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard 1 unsaved change?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(description(page)).toHaveValue('A careful rewrite that must survive a stray click.');

  await saveBar(page).getByRole('button', { name: 'Discard' }).click();
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(description(page)).toHaveValue(original);
  await expect(saveBar(page)).toHaveCount(0);
});

test('after a conflict, Keep editing moves the edits onto the newer version and the next save succeeds with both changes', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openGate(page, 'high_contrast_theme');
  await description(page).fill('My rewrite, made while a colleague saved.');

  const loaded = await readGate(request, serverUrl, apiKey, 'high_contrast_theme');
  const behind = await updateGate(request, serverUrl, apiKey, 'high_contrast_theme', {
    tags: [...loaded.tags, 'changed-behind'],
  });
  const newerVersion = behind.version ?? 0;

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  await page
    .getByRole('dialog', { name: 'Review changes' })
    .getByRole('button', { name: /^Save as version/ })
    .click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await expect(conflict.getByText(`saved version ${String(newerVersion)}`, { exact: false })).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep editing' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(description(page)).toHaveValue('My rewrite, made while a colleague saved.');
  await expect(page.getByText(`Version ${String(newerVersion)}`, { exact: true })).toBeVisible();

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(review.getByText(`Changes against version ${String(newerVersion)}`)).toBeVisible();
  await review.getByRole('button', { name: `Save as version ${String(newerVersion + 1)}` }).click();

  await expect(conflict).toHaveCount(0);
  await expect(page.getByText(`Version ${String(newerVersion + 1)}`, { exact: true })).toBeVisible();
  const saved = await readGate(request, serverUrl, apiKey, 'high_contrast_theme');
  expect(saved.version).toBe(newerVersion + 1);
  expect(saved.description).toBe('My rewrite, made while a colleague saved.');
  expect(saved.tags).toContain('changed-behind');

  // The success toast reads as sentences, below the header so its controls stay in reach.
  const toast = page.getByRole('alert').filter({ hasText: /^Saved version/ });
  await expect(toast.getByText(/^Gate updated successfully\.$/)).toBeVisible();
  const header = await page
    .getByRole('banner')
    .filter({ has: page.getByRole('button', { name: 'Toggle color scheme' }) })
    .boundingBox();
  const toastBox = await toast.boundingBox();
  expect(header).not.toBeNull();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

test('a review whose edits a colleague already saved has nothing to save and cannot make a version', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  await openGate(page, 'push_notification_batching');
  await description(page).fill('The same words, typed in two places.');
  const behind = await updateGate(request, serverUrl, apiKey, 'push_notification_batching', {
    description: 'The same words, typed in two places.',
  });

  await saveBar(page).getByRole('button', { name: 'Review and save' }).click();
  await page
    .getByRole('dialog', { name: 'Review changes' })
    .getByRole('button', { name: /^Save as version/ })
    .click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this gate' });
  await conflict.getByRole('button', { name: 'Review the newer version and re-apply my changes' }).click();

  const review = page.getByRole('dialog', { name: 'Review changes' });
  await expect(
    review.getByText(`Nothing to save: this is the same as version ${String(behind.version ?? '')}.`),
  ).toBeVisible();
  await expect(review.getByRole('button', { name: /^Save as version/ })).toBeDisabled();
});
