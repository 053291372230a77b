// Renders a dynamic config with 20,000 rules in Chromium: time to first rule visible, scroll frame times and search
// latency. A section of `npm run bench` (`npm run bench configs`); run `npm run build` first.
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { median, ms, type BenchRow } from './benchRow';
import { openDatabase } from '../../src/server/store/db';
import { putDynamicConfigRules } from '../../src/server/store/dynamicConfigStore';
import { putSummary } from '../../src/server/store/summaryStore';
import { benchRuleName, manyRules } from './manyRules';
import { withConnectedBrowser } from './withConnectedBrowser';
import { firstRuleVisibleMs, searchLatencyMs } from './pageMeasures';
import { describeFrames, scrollFrames } from './scrollFrames';

const RULE_COUNT = 20_000;
const CONFIG_ID = 'bench_many_rules';
const LOAD_RUNS = 3;
const FLING_FRAMES = 300;

/** Puts the one config of the benchmark into the store; the server then starts without seeding anything else. */
function writeConfig(dataDir: string): void {
  const db = openDatabase(path.join(dataDir, 'console.db'));
  try {
    const now = Date.now();
    db.transaction(() => {
      putSummary(db, 'dynamic_configs', {
        id: CONFIG_ID,
        name: 'Benchmark: 20,000 rules',
        description: 'One rule per store.',
        lastModifiedTime: now,
      });
      putDynamicConfigRules(db, CONFIG_ID, manyRules(RULE_COUNT, now));
    })();
  } finally {
    db.close();
  }
}

/** Presses End until the last rule is on screen (the page grows as rules are measured); false after 20 tries. */
async function reachLastRule(page: Page): Promise<boolean> {
  const last = page.getByRole('heading', {
    name: `${RULE_COUNT.toLocaleString('en-US').replace(',', '')}. ${benchRuleName(RULE_COUNT - 1)}`,
  });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await last.isVisible()) return true;
    await page.keyboard.press('End');
    await page.waitForTimeout(250);
  }
  return last.isVisible();
}

async function measure(page: Page) {
  const loads: Awaited<ReturnType<typeof firstRuleVisibleMs>>[] = [];
  for (let run = 0; run < LOAD_RUNS; run += 1)
    loads.push(await firstRuleVisibleMs(page, `/dynamic-configs/${CONFIG_ID}`, RULE_COUNT));
  const steady = await scrollFrames(page.locator('html'), { pxPerFrame: 120, maxFrames: 300 });
  // Scroll adjustments for rules measured above the screen take some of each jump back: allow extra frames.
  const fling = await scrollFrames(page.locator('html'), { jumps: FLING_FRAMES, maxFrames: FLING_FRAMES * 4 });
  const lastRule = await reachLastRule(page);
  const firstSearch = await searchLatencyMs(page, '"radiusKm": 17');
  const nextSearch = await searchLatencyMs(page, benchRuleName(12_345));
  return { loads, steady, fling, lastRule, firstSearch, nextSearch };
}

export async function dynamicConfigBench(): Promise<BenchRow[]> {
  const loadBefore = os.loadavg()[0] ?? NaN;
  const result = await withConnectedBrowser(writeConfig, measure);
  // Figures scale with how busy the machine is: say how busy it was.
  const area = `config, ${RULE_COUNT.toLocaleString('en-US')} rules (load ${loadBefore.toFixed(1)})`;
  const rulesBytes = result.loads[0]?.rulesBytes ?? 0;
  return [
    {
      area,
      measure: `first rule visible, median of ${String(LOAD_RUNS)}`,
      figure: ms(median(result.loads.map((load) => load.firstRuleMs))),
    },
    {
      area,
      measure: `all rules searchable, median of ${String(LOAD_RUNS)}`,
      figure: `${ms(median(result.loads.map((load) => load.allRulesMs)))} (${(rulesBytes / 1e6).toFixed(1)} MB of rules)`,
    },
    { area, measure: 'wheel-speed scroll (120 px/frame)', figure: describeFrames(result.steady) },
    { area, measure: `scroll to the end (${String(FLING_FRAMES)} jumps)`, figure: describeFrames(result.fling) },
    { area, measure: 'last rule visible at the end', figure: result.lastRule ? 'yes' : 'NO' },
    { area, measure: 'search by return value, first', figure: ms(result.firstSearch) },
    { area, measure: 'search by name, next', figure: ms(result.nextSearch) },
  ];
}
