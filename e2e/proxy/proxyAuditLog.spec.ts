// The audit log in upstream mode: an upstream without the endpoint (404) gets the gates' part, built from each
// gate's versions, filtered in the page like the server's log, with each rules change compared in the diff view.
import { recordEnvelope } from '../../src/contract/envelope';
import { GateSchema } from '../../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../../src/contract/paths';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from '../axe';
import { parseCsv } from '../csv';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

const GATE = 'referral_program';

test('a gate edited on an upstream without an audit log is found by person and date, and its rules compared', async ({
  page,
  request,
  upstream,
}) => {
  // A colleague's save, straight to the upstream: a new description and the first rule renamed.
  const headers = { [API_KEY_HEADER]: UPSTREAM_KEY };
  const url = `${upstream.url}${API_BASE_PATH}${apiPaths.gate(GATE)}`;
  // This upstream answers every tenth read 429: read again until it answers.
  let read = await request.get(url, { headers });
  while (read.status() === 429) read = await request.get(url, { headers });
  const body: unknown = await read.json();
  const current = recordEnvelope(GateSchema).parse(body).data;
  const [first, ...rest] = current.rules;
  if (first === undefined) throw new Error(`${GATE} has no rule to rename`);
  const saved = await request.post(url, {
    headers,
    data: { description: 'Audited from the versions.', rules: [{ ...first, name: 'Renamed for the audit' }, ...rest] },
  });
  expect(saved.status()).toBe(200);
  const newVersion = recordEnvelope(GateSchema).parse(await saved.json()).data.version ?? 0;

  const today = new Date().toISOString().slice(0, 10);
  // No save picker, as in Firefox and Safari: the export is a download the test can read.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined });
  });
  await page.goto(`/audit?updatedBy=Console+API&startDate=${today}&endDate=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('This server does not serve an audit log')).toBeVisible();
  await expect(page.getByText('(autotunes, metric sources) are missing', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Person' })).toHaveValue('Console API');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(today);

  const entries = page.getByRole('table', { name: 'Audit log entries, newest first' });
  const entry = entries.getByRole('row').filter({ hasText: 'Audited from the versions.' });
  await expect(entry).toHaveCount(1, { timeout: 30_000 });
  await expect(entry).toContainText('Updated gate description and rules');
  await expect(entry.getByRole('link', { name: GATE })).toHaveAttribute('href', `/gates/${GATE}`);

  // The rules before and after, folded until asked for.
  const show = entry.getByRole('button', { name: 'Show the rules compared' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const compared = entry.getByRole('region', { name: /Rules before and after/ });
  await expect(compared).toContainText('Renamed for the audit');
  await expectNoViolations(page);

  // The built log exports as filtered: the CSV's records are the page's rows, in its order.
  // The log's own rows only: the rules compared above hold tables of their own.
  const shownIds = await entries.evaluate((table) =>
    [...table.querySelectorAll(':scope > tbody > tr')].map(
      (row) => row.querySelectorAll(':scope > td')[3]?.textContent ?? '',
    ),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = parseCsv(await readFile(await (await download).path(), 'utf8'));
  expect(csv[0]).toEqual(['time', 'person', 'action', 'entity type', 'entity id', 'summary', 'changes']);
  expect(csv.slice(1).map((record) => record[4])).toEqual(shownIds);
  expect(csv.slice(1).map((record) => record[1])).toContain('Console API');
  expect(csv.slice(1).find((record) => (record[5] ?? '').includes('description'))?.[4]).toBe(GATE);

  // The comparison link opens the version this change saved beside the one before.
  await entry.getByRole('link', { name: 'Compare versions' }).click();
  await expect(page).toHaveURL(new RegExp(`/gates/${GATE}/history\\?.*at=`));
  await expect(
    page.getByRole('region', {
      name: `Version ${String(newVersion)} compared with version ${String(newVersion - 1)}`,
    }),
  ).toBeVisible();
});
