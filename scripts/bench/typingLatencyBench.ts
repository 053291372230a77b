// Input latency while typing in the gate with 200 rules (seeded `storefront_regional_availability`), keydown to the
// frame that shows the key. A section of `npm run bench` (`npm run bench typing`); run `npm run build` first.
import os from 'node:os';
import type { Locator, Page } from '@playwright/test';
import type { BenchRow } from './benchRow';
import { withConnectedBrowser } from './withConnectedBrowser';
import { describeLatencies, typeMeasured, watchTypingLatency } from '../../e2e/typingLatency';

const GATE_ID = 'storefront_regional_availability';
const RULE_COUNT = 200;
/** A rule deep in the list, so that typing in it pays for every row above it if anything re-renders them. */
const RULE_POSITION = 150;
const KEYSTROKES = 60;
const TEXT = ' typed by the benchmark, one key at a time.'.padEnd(KEYSTROKES, '.');

/** Types KEYSTROKES letters at the end of `field` and returns the latency of each. */
async function typeAtEnd(page: Page, field: Locator): Promise<number[]> {
  await field.click();
  await page.keyboard.press('End');
  const latencies = await typeMeasured(page, TEXT);
  // A key that never reached the field would make the figures flatter than the page is.
  if (latencies.length !== KEYSTROKES)
    throw new Error(`Measured ${String(latencies.length)} of ${String(KEYSTROKES)} keys`);
  return latencies;
}

async function measure(page: Page) {
  await page.goto(`/gates/${GATE_ID}`);
  await page.getByRole('region', { name: new RegExp(`^Rule ${String(RULE_COUNT)}:`) }).waitFor({ timeout: 60_000 });
  await watchTypingLatency(page);
  const description = await typeAtEnd(page, page.getByRole('textbox', { name: 'Description' }));
  await page.getByRole('button', { name: `Expand Rule ${String(RULE_POSITION)}` }).click();
  const rule = page.getByRole('region', { name: new RegExp(`^Rule ${String(RULE_POSITION)}:`) });
  const ruleName = await typeAtEnd(page, rule.getByRole('textbox', { name: 'Rule name' }));
  return { description, ruleName };
}

export async function typingLatencyBench(): Promise<BenchRow[]> {
  const loadBefore = os.loadavg()[0] ?? NaN;
  const result = await withConnectedBrowser(() => undefined, measure);
  const area = `typing, gate of ${String(RULE_COUNT)} rules (load ${loadBefore.toFixed(1)})`;
  return [
    { area, measure: 'Description, keydown to painted frame', figure: describeLatencies(result.description) },
    {
      area,
      measure: `rule ${String(RULE_POSITION)}'s name, keydown to painted frame`,
      figure: describeLatencies(result.ruleName),
    },
  ];
}
