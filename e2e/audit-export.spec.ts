// The audit log exported as an auditor files it: the filtered log as CSV and as JSON lines, row for row what the
// page shows, written page by page, and a Cancel that leaves no file.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { parseCsv } from './csv';
import { expect, test } from './fixtures';
import { updateGate } from './gateApi';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

/** A save picker that keeps what is written in the page, so the streamed path is tested without a dialog. */
function stubSavePicker(page: Page) {
  return page.addInitScript(() => {
    const log: { writes: string[]; closed: boolean; aborted: boolean } = { writes: [], closed: false, aborted: false };
    Object.assign(window, {
      exportLog: log,
      showSaveFilePicker: () =>
        Promise.resolve({
          createWritable: () =>
            Promise.resolve({
              write: (text: string) => Promise.resolve(void log.writes.push(text)),
              close: () => Promise.resolve(void (log.closed = true)),
              abort: () => Promise.resolve(void (log.aborted = true)),
            }),
        }),
    });
  });
}

interface ExportLog {
  writes: string[];
  closed: boolean;
  aborted: boolean;
}
const exportLog = (page: Page) => page.evaluate(() => (window as unknown as { exportLog: ExportLog }).exportLog);

function entries(page: Page) {
  return page.getByRole('table', { name: 'Audit log entries, newest first' });
}

test('the log filtered by person and date exports as CSV and JSON lines, row for row what the page shows', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  // A gate no other spec reads or edits: audit-log.spec.ts counts referral_program's changes, and stale-gates.spec.ts
  // needs free_shipping_threshold unchanged for 30+ days, on the same server.
  await updateGate(request, serverUrl, apiKey, 'new_analytics_pipeline_shadow', {
    description: '=HYPERLINK("http://evil.example"), "quoted", exported',
  });
  const today = new Date().toISOString().slice(0, 10);
  // No save picker here, as in Firefox and Safari: the export is a download.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined });
  });
  await page.goto(`/audit?updatedBy=Console+API&startDate=${today}&endDate=${today}&limit=100`);
  await expect(page.getByRole('textbox', { name: 'Person' })).toHaveValue('Console API');
  const pageRows = entries(page).getByRole('row');
  await expect(pageRows.nth(1)).toContainText('http://evil.example');
  const shown = await pageRows.evaluateAll((rows) =>
    rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
  );

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  const csv = parseCsv(await readFile(await csvFile.path(), 'utf8'));
  expect(csv[0]).toEqual(['time', 'person', 'action', 'entity type', 'entity id', 'summary', 'changes']);
  const records = csv.slice(1);
  expect(records).toHaveLength(shown.length);
  records.forEach(([time, person, , , id, summary], index) => {
    const [when, who, what, record] = shown[index] ?? [];
    expect(when).toContain((time ?? '').slice(0, 19).replace('T', ' '));
    expect(who).toBe(person);
    expect(record).toBe(id);
    expect(what).toContain((summary ?? '').split('; ')[0]);
  });
  const [, , action, kind, , summary, changes] = records[0] ?? [];
  expect([action, kind]).toEqual(['gate_update', 'gate']);
  expect(summary).toContain('Updated gate description');
  expect(JSON.parse(changes ?? '')).toMatchObject({
    description: { new: '=HYPERLINK("http://evil.example"), "quoted", exported' },
  });
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toContainText(
    `Exported ${String(records.length)}`,
  );

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON lines' }).click();
  const lines = (await readFile(await (await jsonDownload).path(), 'utf8')).split('\n');
  expect(lines.pop()).toBe('');
  const parsed = lines.map((line) => JSON.parse(line) as { name: string; updatedBy: string; date: string });
  expect(parsed.map((entry) => entry.name)).toEqual(records.map((record) => record[4]));
  for (const entry of parsed) expect([entry.updatedBy, entry.date]).toEqual(['Console API', today]);
  await expectNoViolations(page);
});

test('the export goes to the picked file page by page, and Cancel stops reading and keeps no file', async ({
  connectedPage: page,
}) => {
  await stubSavePicker(page);
  await page.goto('/audit');
  await expect(entries(page).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Export JSON lines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toContainText('saved to audit-log-');
  const whole = await exportLog(page);
  expect(whole.closed).toBe(true);
  const written = whole.writes.join('').trim().split('\n');
  expect(written.length).toBeGreaterThan(0);
  // One write per page of at most 100 entries: the file grows as the pages are read.
  expect(whole.writes).toHaveLength(Math.ceil(written.length / 100));

  // The export's pages (100 entries each, unlike the page's own) are held until Cancel is pressed (well within the
  // request timeout, which would end the export as failed).
  let exportRequests = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/console\/v1\/audit_logs\?.*limit=100/, async (route) => {
    exportRequests += 1;
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting' })).toHaveText(
    'Exporting: 0 entries so far, 0 pages',
  );
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toHaveText(
    'Export cancelled; no file was saved.',
  );
  release();
  const cancelled = await exportLog(page);
  expect(cancelled).toMatchObject({ closed: false, aborted: true });
  expect(exportRequests).toBe(1);
  await expect(page.getByRole('button', { name: 'Cancel export' })).toHaveCount(0);
  await expectNoViolations(page);
});
