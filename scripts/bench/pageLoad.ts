// One cold load of a console page in Chromium: first and largest contentful paint, and when its data showed.
import type { Browser } from '@playwright/test';
import { E2E_API_KEY } from '../../e2e/fixtures';

/** A page to load and the element that says its data is on screen. */
export interface MeasuredPage {
  name: string;
  path: string;
  /** CSS selector of the first data row (placeholder rows are aria-hidden and do not match). */
  rowSelector: string;
}

/** Milliseconds from navigation start. */
export interface LoadTimes {
  fcp: number;
  lcp: number;
  rows: number;
}

interface Marks {
  lcp?: number;
  rows?: number;
}

/** Where the console keeps the connection of a tab (src/client/connection.ts), as e2e/fixtures.ts sets it. */
const CONNECTION = {
  key: 'gatehouse.connection',
  value: JSON.stringify({ baseUrl: '', apiKey: E2E_API_KEY, remember: false }),
};
// LCP may still grow for a moment after the rows show (a wider cell, a late font): read it after this pause.
const SETTLE_MS = 500;

/** Records the latest LCP candidate and stamps, after the frame that paints it, when `rowSelector` first matches. */
function installMarks(rowSelector: string): void {
  const marks: Marks = {};
  (window as unknown as { benchMarks: Marks }).benchMarks = marks;
  new PerformanceObserver((list) => {
    const latest = list.getEntries().at(-1);
    if (latest) marks.lcp = latest.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector(rowSelector) === null) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      setTimeout(() => {
        marks.rows = performance.now();
      }, 0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Opens `page.path` in a fresh context (empty cache, as a first visit) holding the API key, and times it. */
export async function coldLoad(browser: Browser, origin: string, page: MeasuredPage): Promise<LoadTimes> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
  try {
    // tsx compiles with keepNames: functions passed to the page call an `__name` helper the page lacks.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    await context.addInitScript(({ key, value }) => {
      window.sessionStorage.setItem(key, value);
    }, CONNECTION);
    await context.addInitScript(installMarks, page.rowSelector);
    const tab = await context.newPage();
    await tab.goto(page.path);
    await tab.waitForFunction(() => (window as unknown as { benchMarks: Marks }).benchMarks.rows !== undefined, null, {
      timeout: 60_000,
    });
    await tab.waitForTimeout(SETTLE_MS);
    return await tab.evaluate(() => {
      const marks = (window as unknown as { benchMarks: Marks }).benchMarks;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { fcp, lcp: marks.lcp ?? NaN, rows: marks.rows ?? NaN };
    });
  } finally {
    await context.close();
  }
}
