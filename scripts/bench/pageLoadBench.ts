// Page loads of five pages (a 200-rule gate among them) against the real server on a freshly seeded data dir: FCP, LCP and time until the data
// rows show (median of 5 cold loads each), then Lighthouse scores for the same pages. `npm run bench pages`.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { E2E_API_KEY, makeDataDir, removeDataDir } from '../../e2e/fixtures';
import { startServer } from '../../e2e/startServer';
import { REGIONAL_RULE_COUNT } from '../../src/server/seed/regionalGate';
import { median, ms, type BenchRow } from './benchRow';
import { lighthouseScores, type Scores } from './lighthouseScores';
import { coldLoad, type LoadTimes, type MeasuredPage } from './pageLoad';
import { launchOptions } from './withConnectedBrowser';

const RUNS = 5;
// A seeded gate with three rules (src/server/seed/productGates.ts): a typical gate page.
const GATE_SEARCH = 'Apple Pay';
const TABLE_ROW = 'tbody tr:not([aria-hidden]) a';
// The seed's largest gate (src/server/seed/regionalGate.ts): "rows" is when its last rule is on the page.
const LARGE_GATE_ID = 'storefront_regional_availability';

async function seededGateId(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API_BASE_PATH}/gates?limit=1&search=${encodeURIComponent(GATE_SEARCH)}`, {
    headers: { [API_KEY_HEADER]: E2E_API_KEY },
  });
  const body = (await response.json()) as { data: { id: string }[] };
  const gate = body.data[0];
  if (!gate) throw new Error(`The seed has no gate matching "${GATE_SEARCH}".`);
  return gate.id;
}

function pagesOf(gateId: string): MeasuredPage[] {
  return [
    { name: 'gates list', path: '/gates', rowSelector: TABLE_ROW },
    {
      name: 'gate page',
      path: `/gates/${encodeURIComponent(gateId)}`,
      rowSelector: 'form[aria-label="Edit gate"] section[aria-labelledby]',
    },
    {
      name: `gate page, ${String(REGIONAL_RULE_COUNT)} rules`,
      path: `/gates/${LARGE_GATE_ID}`,
      rowSelector: `button[aria-label="Reorder Rule ${String(REGIONAL_RULE_COUNT)}"]`,
    },
    { name: 'layers', path: '/layers', rowSelector: TABLE_ROW },
    {
      name: 'events of page/view',
      path: `/events/${encodeURIComponent('page/view')}`,
      rowSelector: 'tr[aria-rowindex="2"]',
    },
  ];
}

function loadFigure(loads: readonly LoadTimes[]): string {
  return `FCP ${ms(median(loads.map((load) => load.fcp)))}, LCP ${ms(median(loads.map((load) => load.lcp)))}, rows ${ms(median(loads.map((load) => load.rows)))}`;
}

function scoreFigure(scores: Scores | undefined): string {
  if (scores === undefined) return 'not run';
  if ('error' in scores) return `did not run: ${scores.error}`;
  return `performance ${String(scores.performance)}, accessibility ${String(scores.accessibility)}`;
}

/** Times cold loads in Chromium against an embedded server, then audits the same pages with Lighthouse. */
export async function pageLoadBench(): Promise<BenchRow[]> {
  const dataDir = await makeDataDir();
  try {
    const server = await startServer({ dataDir, apiKey: E2E_API_KEY });
    try {
      const pages = pagesOf(await seededGateId(server.url));
      const loadBefore = os.loadavg()[0] ?? NaN;
      const browser = await chromium.launch(launchOptions());
      const loads = new Map<string, LoadTimes[]>();
      try {
        // Round-robin, so a burst of load on the shared machine spreads over the pages instead of hitting one.
        for (let run = 0; run < RUNS; run += 1) {
          for (const page of pages)
            loads.set(page.name, [...(loads.get(page.name) ?? []), await coldLoad(browser, server.url, page)]);
        }
      } finally {
        await browser.close();
      }
      // Lighthouse brings no key: a second host in upstream mode holds it, as a deployment with CONSOLE_API_KEY does.
      const proxy = await startServer({ dataDir: await makeDataDir(), apiKey: E2E_API_KEY, upstreamUrl: server.url });
      let scores: Scores[] = [];
      try {
        scores = await lighthouseScores(
          pages.map((page) => `${proxy.url}${page.path}`),
          launchOptions(),
        );
      } catch (error) {
        scores = pages.map(() => ({ error: error instanceof Error ? error.message : String(error) }));
      } finally {
        await proxy.stop();
        await removeDataDir(proxy.dataDir);
      }
      const area = `page load (median of ${String(RUNS)} cold loads, load ${loadBefore.toFixed(1)})`;
      return [
        ...pages.map((page) => ({ area, measure: page.name, figure: loadFigure(loads.get(page.name) ?? []) })),
        ...pages.map((page, index) => ({
          area: 'lighthouse (desktop)',
          measure: page.name,
          figure: scoreFigure(scores[index]),
        })),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
}
