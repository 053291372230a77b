// Renders 10,000 events of `page/view` (100 pages of the largest page size, 100) in the event explorer and measures
// time to interactive and scroll frame times. Build first (`npm run build`, or DIST_DIR), then
// `npm run bench events` or `node --import tsx scripts/bench/eventRowsBench.ts`.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { median, ms, type BenchRow } from './benchRow';
import { describeFrames, scrollFrames } from './scrollFrames';
import { withConnectedBrowser } from './withConnectedBrowser';

// The default seed gives `page/view` about 104,000 events (src/server/seed/seedEventNames.ts).
const EVENT_NAME = 'page/view';
const PAGE_SIZE = 100;
const PAGES = 100;
const EVENT_COUNT = PAGE_SIZE * PAGES;
const LOAD_RUNS = 3;
const URL = `/events/${encodeURIComponent(EVENT_NAME)}?limit=${String(PAGE_SIZE)}&pages=${String(PAGES)}`;
const REGION = `Events named ${EVENT_NAME}, scrollable`;
// Virtualized rows carry their position; counting them shows how few are in the DOM at once.
const ROWS = 'tr[aria-rowindex]';

interface LoadTimes {
  /** Navigation start to the frame after the first event row was on the page. */
  firstRowMs: number;
  /** Navigation start to the frame after all 10,000 events were loaded and the table showed them. */
  interactiveMs: number;
  /** Click on "Show metadata" to the frame that shows the expanded row. */
  expandMs: number;
}

/** Stamps, after paint, when the first event row and the "10,000 events loaded." line first appear. */
function installMarks(expectedText: string): void {
  const marks: Record<string, number> = {};
  (window as unknown as { benchMarks: Record<string, number> }).benchMarks = marks;
  const stamp = (key: string) => {
    if (key in marks) return;
    marks[key] = -1;
    requestAnimationFrame(() => {
      setTimeout(() => {
        marks[key] = performance.now();
      }, 0);
    });
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('tr[aria-rowindex="2"]')) stamp('firstRowMs');
    if (document.body.textContent.includes(expectedText) && document.querySelector('tr[aria-rowindex="2"]')) {
      stamp('interactiveMs');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function openAllRows(page: Page): Promise<LoadTimes> {
  await page.goto(URL);
  await page.waitForFunction(
    () => ((window as unknown as { benchMarks: Record<string, number> }).benchMarks.interactiveMs ?? -1) > 0,
    null,
    {
      timeout: 120_000,
    },
  );
  const marks = await page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);
  const expandMs = await page
    .getByRole('button', { name: 'Show metadata' })
    .first()
    .evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          const check = () => {
            if (button.getAttribute('aria-expanded') === 'true') {
              requestAnimationFrame(() => {
                setTimeout(() => {
                  resolve(performance.now() - started);
                }, 0);
              });
            } else requestAnimationFrame(check);
          };
          check();
        }),
    );
  return { firstRowMs: marks.firstRowMs ?? NaN, interactiveMs: marks.interactiveMs ?? NaN, expandMs };
}

async function measure(page: Page) {
  await page.addInitScript(installMarks, `${EVENT_COUNT.toLocaleString('en-US')} events loaded.`);
  const loads: LoadTimes[] = [];
  for (let run = 0; run < LOAD_RUNS; run += 1) loads.push(await openAllRows(page));
  const region = page.getByRole('region', { name: REGION });
  const steady = await scrollFrames(region, { pxPerFrame: 120, maxFrames: 600 }, ROWS);
  const fling = await scrollFrames(region, { jumps: 300, maxFrames: 900 }, ROWS);
  const lastRow = await page.locator(`tr[aria-rowindex="${String(EVENT_COUNT + 2)}"]`).isVisible();
  return { loads, steady, fling, lastRow };
}

/** Runs the benchmark on a fresh seeded server and returns its rows for `npm run bench`. */
export async function eventRowsBench(): Promise<BenchRow[]> {
  const loadBefore = os.loadavg()[0] ?? NaN;
  // No setup: the default seed already has more than 10,000 events of the name.
  const result = await withConnectedBrowser(() => undefined, measure);
  const area = `events (${EVENT_COUNT.toLocaleString('en-US')} rows)`;
  const rows: BenchRow[] = [
    {
      area,
      measure: `first rows visible, median of ${String(LOAD_RUNS)}`,
      figure: ms(median(result.loads.map((load) => load.firstRowMs))),
    },
    {
      area,
      measure: `time to interactive (all rows loaded and shown), median of ${String(LOAD_RUNS)}`,
      figure: ms(median(result.loads.map((load) => load.interactiveMs))),
    },
    {
      area,
      measure: 'expand a row, click to paint (median)',
      figure: ms(median(result.loads.map((load) => load.expandMs))),
    },
    { area, measure: 'scroll at 120 px per frame', figure: describeFrames(result.steady, true) },
    { area, measure: 'scroll to the last row in 300 jumps', figure: describeFrames(result.fling, true) },
    { area, measure: 'last row shown at the end', figure: result.lastRow && result.fling.reachedEnd ? 'yes' : 'NO' },
    {
      area,
      measure: 'machine',
      figure: `${String(os.cpus().length)} cores, load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? NaN).toFixed(1)} after`,
    },
  ];
  if (!result.lastRow) process.exitCode = 1;
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await eventRowsBench());
}
