import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

/**
 * The numbers on a chart's value axis, read from the rendered SVG (recharts' tick labels have no accessible name;
 * the figure around them does).
 */
async function valueTicks(chart: Locator): Promise<number[]> {
  const labels = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(labels.nth(1)).toBeVisible();
  const texts = await labels.allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** Ticks from 0 at one step of 1, 2 or 5 times a power of ten, none left out. */
function expectEvenNiceTicks(ticks: number[]): void {
  expect(ticks[0]).toBe(0);
  const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
  expect(step).toBeGreaterThan(0);
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  expect([1, 2, 5]).toContain(Math.round(mantissa * 1000) / 1000);
  ticks.forEach((tick, index) => {
    expect(tick).toBeCloseTo(index * step, 6);
  });
}

test('the event count chart has even ticks at a 1-2-5 step', async ({ connectedPage: page }) => {
  for (const [name, query] of [
    ['checkout completed', '?limit=20'],
    ['page/view', '?limit=100'],
  ] as const) {
    await page.goto(`/events/${encodeURIComponent(name)}${query}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Events over time' });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const ticks = await valueTicks(chart);
    expectEvenNiceTicks(ticks);
    expect(ticks.every((tick) => Number.isInteger(tick))).toBe(true);
  }
});

test('the pulse load duration chart has even ticks at a 1-2-5 step', async ({ connectedPage: page }) => {
  for (const experiment of ['search_semantic_ranking', 'one_page_checkout']) {
    await page.goto(`/experiments/${experiment}/pulse-loads`);
    const chart = page.getByRole('figure', { name: 'Load duration over time' });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expectEvenNiceTicks(await valueTicks(chart));
  }
});
