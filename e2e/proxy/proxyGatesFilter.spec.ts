// The Gates list against an upstream that ignores its filters, order and counts: the page notices, reads every gate
// with a progress bar, and filters, sorts and counts them itself, the view kept in the address across a reload.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { expectNoViolations } from '../axe';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

// Steps through two servers (and a 429 now and then) on a shared machine.
const SLOW_STEP_MS = 30_000;
const TAGS = ['checkout', 'payments'];
const STATUS = 'In Progress';

interface ListedGate {
  id: string;
  status: string;
  tags: string[];
  checksPerHour?: number;
}

/** Every gate the upstream lists, read page by page straight from it (asking again after its 429s). */
async function upstreamGates(request: APIRequestContext, upstreamUrl: string): Promise<ListedGate[]> {
  const gates: ListedGate[] = [];
  for (let page = 1; page < 100;) {
    const response = await request.get(`${upstreamUrl}${API_BASE_PATH}/gates?page=${String(page)}&limit=100`, {
      headers: { [API_KEY_HEADER]: UPSTREAM_KEY },
    });
    if (response.status() === 429) continue;
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: ListedGate[] };
    gates.push(...data);
    if (data.length < 100) break;
    page += 1;
  }
  return gates;
}

/** The ids of the gates the table shows, top to bottom. */
function shownIds(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Gates' })
    .locator('tbody tr td:first-child a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? '')));
}

/** The console's read of every gate: the largest page and no filter. */
const isEveryGateRead = (url: URL) =>
  url.pathname.endsWith('/gates') && url.searchParams.get('limit') === '100' && !url.searchParams.has('tag');

test('gates filtered, sorted and counted in the page where the upstream ignores the filters', async ({
  page,
  request,
  upstream,
}) => {
  test.setTimeout(120_000);
  const all = await upstreamGates(request, upstream.url);
  const tagged = all.filter((gate) => TAGS.every((tag) => gate.tags.includes(tag)));
  const chosen = tagged.filter((gate) => gate.status === STATUS);
  const byChecks = [...chosen].sort(
    (a, b) => (a.checksPerHour ?? -1) - (b.checksPerHour ?? -1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  // The seed must make the check meaningful: more gates than match, and a match to order.
  expect(all.length).toBeGreaterThan(chosen.length);
  expect(chosen.length).toBeGreaterThanOrEqual(2);

  // Hold the read of every gate until the progress has been seen.
  const held: Route[] = [];
  let release = false;
  await page.route(
    (url) => isEveryGateRead(url),
    (route) => {
      if (release) void route.continue();
      else held.push(route);
    },
  );

  await page.goto('/gates');
  const table = page.getByRole('table', { name: 'Gates' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: SLOW_STEP_MS });
  // The filters load after the first row.
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await expect(tags).toBeEnabled({ timeout: SLOW_STEP_MS });
  await tags.fill(TAGS[0] ?? '');
  await tags.press('Enter');

  const note = page.getByRole('alert').filter({ hasText: 'This server does not filter or sort gates' });
  await expect(note).toBeVisible({ timeout: SLOW_STEP_MS });
  await expect(note.getByRole('progressbar', { name: 'Gates read' })).toBeVisible();
  // The filters stay in place while every gate is read: the tag input keeps its focus and takes the next tag.
  await expect(tags).toBeFocused();
  await expect(tags).toBeEnabled();
  // Released within the console's request timeout.
  release = true;
  for (const route of held) await route.continue();
  await expect(note).toContainText(`from all ${all.length.toLocaleString('en-US')} gates`, { timeout: SLOW_STEP_MS });
  await expect(note.getByRole('progressbar')).toHaveCount(0);

  // The second tag and the status, now filtered in the page.
  await tags.fill(TAGS[1] ?? '');
  await tags.press('Enter');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: STATUS, exact: true }).click();
  await expect
    .poll(() => shownIds(page))
    .toEqual(
      // Without an order asked, newest change first as the server would send them; here only the set is compared.
      expect.arrayContaining(chosen.map((gate) => gate.id)),
    );
  expect(await shownIds(page)).toHaveLength(chosen.length);

  // Sort by checks per hour: the Sort select ascends, the column header then flips it.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Checks per hour', exact: true }).click();
  await expect.poll(() => shownIds(page)).toEqual(byChecks.map((gate) => gate.id));
  await table.getByRole('button', { name: 'Checks per hour' }).click();
  await expect(table.getByRole('columnheader', { name: 'Checks per hour' })).toHaveAttribute('aria-sort', 'descending');
  const descending = byChecks.map((gate) => gate.id).reverse();
  await expect.poll(() => shownIds(page)).toEqual(descending);

  // Counts per status under the other filters (the tags), as the page counted them.
  const counts = page.getByRole('navigation', { name: 'Gates per status' });
  for (const status of new Set(all.map((gate) => gate.status))) {
    const count = tagged.filter((gate) => gate.status === status).length;
    await expect(counts.getByRole('link', { name: `${status} ${String(count)}`, exact: true })).toBeVisible();
  }
  await expect(counts.getByRole('link', { name: `${STATUS} ${String(chosen.length)}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoViolations(page);

  // A reload keeps the view: the address and the rows.
  const address = new URL(page.url());
  expect(address.searchParams.getAll('tags').sort()).toEqual([...TAGS].sort());
  expect(address.searchParams.get('status')).toBe(STATUS);
  expect(address.searchParams.get('sort')).toBe('checksPerHour');
  expect(address.searchParams.get('order')).toBe('desc');
  await page.reload();
  await expect(note).toContainText(`from all ${all.length.toLocaleString('en-US')} gates`, { timeout: SLOW_STEP_MS });
  await expect.poll(() => shownIds(page), { timeout: SLOW_STEP_MS }).toEqual(descending);
  expect(page.url()).toBe(address.toString());
});
