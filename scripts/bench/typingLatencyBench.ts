// Input latency while typing in the gate with 200 rules (seeded `storefront_regional_availability`): keydown to the
// second animation frame after the input event, i.e. to the frame that shows the key, which is the lag a person
// feels. A section of `npm run bench` (`npm run bench typing`); run `npm run build` first.
import os from 'node:os';
import type { Locator, Page } from '@playwright/test';
import { ms, quantile, type BenchRow } from './benchRow';
import { withConnectedBrowser } from './withConnectedBrowser';

const GATE_ID = 'storefront_regional_availability';
const RULE_COUNT = 200;
/** A rule deep in the list, so that typing in it pays for every row above it if anything re-renders them. */
const RULE_POSITION = 150;
const KEYSTROKES = 60;

interface LatencyWindow {
  typingLatencies: number[];
}

async function openGate(page: Page): Promise<void> {
  await page.goto(`/gates/${GATE_ID}`);
  await page.getByRole('region', { name: new RegExp(`^Rule ${String(RULE_COUNT)}:`) }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const target = window as unknown as LatencyWindow;
    target.typingLatencies = [];
    let keydownAt = 0;
    document.addEventListener('keydown', () => { keydownAt = performance.now(); }, true);
    document.addEventListener('input', () => {
      const began = keydownAt;
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          target.typingLatencies.push(performance.now() - began);
        });
      });
    }, true);
  });
}

/** Types KEYSTROKES letters at the end of `field`, one key at a time, and returns the latency of each. */
async function typeInto(page: Page, field: Locator): Promise<number[]> {
  await field.click();
  await page.keyboard.press('End');
  await page.evaluate(() => { (window as unknown as LatencyWindow).typingLatencies = []; });
  const text = ' typed by the benchmark, one key at a time.'.padEnd(KEYSTROKES, '.').slice(0, KEYSTROKES);
  for (const key of text) await page.keyboard.type(key);
  await page.waitForTimeout(300);
  const latencies = await page.evaluate(() => (window as unknown as LatencyWindow).typingLatencies);
  // A key that never reached the field would make the figures flatter than the page is.
  if (latencies.length !== KEYSTROKES) throw new Error(`Measured ${String(latencies.length)} of ${String(KEYSTROKES)} keys`);
  return latencies;
}

async function measure(page: Page) {
  await openGate(page);
  const description = await typeInto(page, page.getByRole('textbox', { name: 'Description' }));
  await page.getByRole('button', { name: `Expand Rule ${String(RULE_POSITION)}` }).click();
  const rule = page.getByRole('region', { name: new RegExp(`^Rule ${String(RULE_POSITION)}:`) });
  const ruleName = await typeInto(page, rule.getByRole('textbox', { name: 'Rule name' }));
  return { description, ruleName };
}

function describeLatencies(latencies: readonly number[]): string {
  return `median ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, max ${ms(quantile(latencies, 1))} over ${String(latencies.length)} keys`;
}

export async function typingLatencyBench(): Promise<BenchRow[]> {
  const loadBefore = os.loadavg()[0] ?? NaN;
  const result = await withConnectedBrowser(() => undefined, measure);
  const area = `typing, gate of ${String(RULE_COUNT)} rules (load ${loadBefore.toFixed(1)})`;
  return [
    { area, measure: 'Description, keydown to painted frame', figure: describeLatencies(result.description) },
    { area, measure: `rule ${String(RULE_POSITION)}'s name, keydown to painted frame`, figure: describeLatencies(result.ruleName) },
  ];
}
