// The Stale gates journey, shared by the embedded and the upstream-mode specs.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { openSection, sectionNamed } from './navigation';

/** Cleanup gates of the seed that the review lists; the middle one is changed beside the page, so its archive fails. */
export const TO_ARCHIVE = ['Free shipping threshold', 'Partner coupon codes', 'Search synonyms v1'] as const;
export const CONFLICTED = 'partner_coupon_codes';

/**
 * Opens Stale gates from the main navigation of the page the app shows (the Gates list on a fresh page), or stays
 * where the page already shows it, and waits for every gate to be read. Loading the Gates list again only to leave it
 * cost a second of CPU.
 */
export async function openStaleGates(page: Page): Promise<void> {
  const shown = page.url().startsWith('http') && new URL(page.url()).pathname === '/stale-gates';
  if (!shown) await openSection(page, sectionNamed('Stale gates'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stale gates' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gates that look finished or forgotten' })).toBeVisible({
    timeout: 30_000,
  });
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/**
 * Selects the three gates, lets `conflict` change one of them behind the page, archives them and checks the
 * report: two archived, one failed with the server's message, and the list without the two.
 */
export async function archiveThreeWithOneFailing(page: Page, conflict: () => Promise<void>): Promise<void> {
  await expect(row(page, 'Free shipping threshold')).toContainText('Launched to everyone (100 % with no conditions)');
  await expect(row(page, 'Partner coupon codes')).toContainText('Every rule passes 0 %');
  await expect(row(page, 'Search synonyms v1')).toContainText('Temporary and unchanged for');
  for (const name of TO_ARCHIVE) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByText('3 selected.')).toBeVisible();
  await conflict();

  await page.getByRole('button', { name: 'Archive selected (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive 3 gates?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Archive 3 gates' }).click();

  await expect(page.getByRole('status').filter({ hasText: '2 archived, 1 failed.' })).toBeVisible({ timeout: 20_000 });
  const results = page.getByRole('list', { name: 'Result per gate' });
  // In the page's order (longest unchanged first): one line per gate.
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(results.getByText('Free shipping threshold: archived')).toBeVisible();
  await expect(results.getByText('Search synonyms v1: archived')).toBeVisible();
  await expect(results.getByText(/^Partner coupon codes: failed: .*version/)).toBeVisible();
  // What is left: the two archived gates leave the list, the one that failed stays, still selected.
  await expect(row(page, 'Free shipping threshold')).toHaveCount(0);
  await expect(row(page, 'Search synonyms v1')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select Partner coupon codes' })).toBeChecked();
  await expect(page.getByText('1 selected.')).toBeVisible();
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
}

/** Exports the list and checks the file has the header and one line per row shown, reasons included. */
export async function exportCsv(page: Page): Promise<void> {
  const rowsShown = await page.getByRole('checkbox', { name: /^Select (?!all)/ }).count();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('stale-gates.csv');
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('id,name,type,status,last modified (UTC),checks per hour,reasons');
  expect(lines).toHaveLength(rowsShown + 1);
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^legacy_pdf_invoices,Legacy PDF invoices,PERMANENT,Disabled,.*,0,"?Disabled, unchanged for \d+ days; No checks \(0 per hour\)"?$/,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(/^notification_sound_picker,.*No rules: everyone fails; No checks/),
  );
  expect(lines.some((line) => line.startsWith('weekly_planner_view,'))).toBe(false);
}

/** Makes a gate the service marked stale permanent: it is no longer marked, so it leaves the list. */
export async function makePermanent(page: Page, name: string): Promise<void> {
  await expect(row(page, name)).toContainText('Marked stale by the service: probably forgotten');
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Make permanent (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Make permanent 1 gate?' })
    .getByRole('button', { name: 'Make permanent 1 gate' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '1 made permanent, 0 failed.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('list', { name: 'Result per gate' })).toHaveText(`${name}: made permanent`);
  await expect(row(page, name)).toHaveCount(0);
}
