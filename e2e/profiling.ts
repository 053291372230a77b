// Measuring aid, off unless asked for. E2E_PROFILE=<file.jsonl>: per test, the page renderer's CPU (CDP Performance
// metrics) in all, up to the first load event and in axe passes, one JSON line per test; with it, E2E_CPUPROFILE=<dir>
// saves a JS profile of each test's page. E2E_TRACE=<dir>: a Chromium trace of each test's page (chrome://tracing).
import { appendFileSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page, TestInfo } from '@playwright/test';

const OUT = process.env.E2E_PROFILE;
type Metrics = Record<string, number>;
const KEYS = ['ProcessTime', 'ThreadTime', 'TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
const sessions = new WeakMap<Page, CDPSession>();
const axeTotals = new WeakMap<Page, Metrics>();

async function metrics(page: Page): Promise<Metrics | undefined> {
  const session = sessions.get(page);
  if (!session) return undefined;
  try {
    const { metrics: list } = await session.send('Performance.getMetrics');
    return Object.fromEntries(list.filter((m) => KEYS.includes(m.name)).map((m) => [m.name, m.value]));
  } catch {
    return undefined;
  }
}

function diff(a: Metrics | undefined, b: Metrics | undefined): Metrics {
  const out: Metrics = {};
  for (const key of KEYS) out[key] = (b?.[key] ?? 0) - (a?.[key] ?? 0);
  return out;
}

/** Wraps an axe pass so its renderer time is added to the page's axe share. */
export async function profiledAxe<T>(page: Page, run: () => Promise<T>): Promise<T> {
  if (!OUT) return run();
  const before = await metrics(page);
  const started = performance.now();
  const result = await run();
  const spent = diff(before, await metrics(page));
  spent.wall = (performance.now() - started) / 1000;
  spent.count = 1;
  const total = axeTotals.get(page) ?? {};
  for (const [key, value] of Object.entries(spent)) total[key] = (total[key] ?? 0) + value;
  axeTotals.set(page, total);
  return result;
}

/** The `page` fixture, profiled when E2E_PROFILE is set. */
export async function profiledPage(page: Page, use: (page: Page) => Promise<void>, testInfo: TestInfo): Promise<void> {
  const traceDir = process.env.E2E_TRACE;
  const browser = page.context().browser();
  if (traceDir && browser) {
    await browser.startTracing(page, {
      path: `${traceDir}/${testInfo.title.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.json`,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink',
        'toplevel',
      ],
    });
  }
  if (!OUT) {
    await use(page);
    if (traceDir && browser) await browser.stopTracing();
    return;
  }
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' });
  sessions.set(page, session);
  const cpuProfile = process.env.E2E_CPUPROFILE;
  if (cpuProfile) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 500 });
    await session.send('Profiler.start');
  }
  const start = await metrics(page);
  const started = performance.now();
  let firstLoad: Promise<Metrics | undefined> | undefined;
  let firstLoadWall = 0;
  page.once('load', () => {
    firstLoadWall = (performance.now() - started) / 1000;
    firstLoad = metrics(page);
  });
  await use(page);
  const end = await metrics(page);
  if (cpuProfile) {
    const { profile } = await session.send('Profiler.stop');
    const name = testInfo.title.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
    writeFileSync(`${cpuProfile}/${name}.cpuprofile`, JSON.stringify(profile));
  }
  if (traceDir && browser) await browser.stopTracing();
  const load = firstLoad ? await firstLoad : undefined;
  const line = {
    file: testInfo.file.replace(/.*\/e2e\//, ''),
    title: testInfo.title,
    project: testInfo.project.name,
    status: testInfo.status,
    wall: (performance.now() - started) / 1000,
    firstLoadWall,
    total: diff(start, end),
    load: load ? diff(start, load) : undefined,
    axe: axeTotals.get(page),
  };
  appendFileSync(OUT, JSON.stringify(line) + '\n');
}
