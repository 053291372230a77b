// Input latency as a person feels it: keydown to the frame that shows the key (the second animation frame after the
// input event). Shared by the 200-rule e2e test, which prints it, and `npm run bench typing`.
import type { Page } from '@playwright/test';

interface LatencyWindow {
  typingLatencies: number[];
}

/** Starts timing every key typed in the page from now on (call again after a navigation). */
export async function watchTypingLatency(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as LatencyWindow;
    target.typingLatencies = [];
    let keydownAt = 0;
    document.addEventListener(
      'keydown',
      () => {
        keydownAt = performance.now();
      },
      true,
    );
    document.addEventListener(
      'input',
      () => {
        const began = keydownAt;
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            target.typingLatencies.push(performance.now() - began);
          });
        });
      },
      true,
    );
  });
}

/** Types `text` into the focused field one key at a time and returns the latency of each key that reached it. */
export async function typeMeasured(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => {
    (window as unknown as LatencyWindow).typingLatencies = [];
  });
  for (const key of text) await page.keyboard.type(key);
  // The last keys' frames land after keyboard.type returns: two frames from now, every one of them has landed.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  return page.evaluate(() => (window as unknown as LatencyWindow).typingLatencies);
}

/** The share `q` (0 to 1) quantile of `values`; 1 gives the largest, NaN for none. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** "median 25.7 ms, p95 32.9 ms, max 40.0 ms over 60 keys" */
export function describeLatencies(latencies: readonly number[]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `median ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, max ${ms(quantile(latencies, 1))} over ${String(latencies.length)} keys`;
}
