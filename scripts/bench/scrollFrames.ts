// Frame times while scrolling the page or a scrollable region, sampled inside the page so no round trip between
// Node and the browser is counted.
import type { Locator } from '@playwright/test';
import { ms } from './benchRow';

/** A fixed step per frame (wheel speed), or the scroll height split into `jumps` (dragging the scrollbar). */
export type ScrollPlan = ({ pxPerFrame: number } | { jumps: number }) & { maxFrames: number };

/** How often and how badly the page missed a frame while it scrolled. */
export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Frames over 50 ms: the ones a person sees as a stutter. */
  longFrames: number;
  reachedEnd: boolean;
  /** Most elements matching the row selector at any sampled frame; 0 without one. */
  maxRowsInDom: number;
}

/**
 * Scrolls `scroller` (`page.locator('html')` for the page itself) from the top by the plan's step each animation
 * frame until its end, or the frame budget, and samples the time between frames.
 */
export async function scrollFrames(scroller: Locator, plan: ScrollPlan, rowSelector?: string): Promise<FrameStats> {
  return scroller.evaluate(
    async (element, { scrollPlan, rows }) => {
      element.scrollTop = 0;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const maxScroll = () => element.scrollHeight - element.clientHeight;
      // Items are measured as they render, so the end moves while scrolling: a jump follows the current height.
      const step = () => ('jumps' in scrollPlan ? Math.ceil(maxScroll() / scrollPlan.jumps) : scrollPlan.pxPerFrame);
      const deltas: number[] = [];
      let maxRowsInDom = 0;
      await new Promise<void>((resolve) => {
        let last = performance.now();
        let atEnd = 0;
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (rows !== undefined) maxRowsInDom = Math.max(maxRowsInDom, element.querySelectorAll(rows).length);
          // The end counts once it held for 3 frames, for the same reason.
          atEnd = element.scrollTop >= maxScroll() - 1 ? atEnd + 1 : 0;
          if (atEnd >= 3 || deltas.length >= scrollPlan.maxFrames) {
            resolve();
            return;
          }
          element.scrollTop += step();
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const sorted = deltas.slice(1).sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      return {
        frames: sorted.length,
        p50: at(0.5),
        p95: at(0.95),
        max: sorted.at(-1) ?? NaN,
        longFrames: sorted.filter((delta) => delta > 50).length,
        reachedEnd: element.scrollTop >= maxScroll() - 1,
        maxRowsInDom,
      };
    },
    { scrollPlan: plan, rows: rowSelector },
  );
}

/** One table cell for a scroll: percentiles, frame count, stutters, and rows in the DOM when they were counted. */
export function describeFrames(stats: FrameStats, countedRows = false): string {
  const rows = countedRows ? `; at most ${String(stats.maxRowsInDom)} rows in the DOM` : '';
  return (
    `p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, max ${ms(stats.max)} over ${String(stats.frames)} frames; ` +
    `${String(stats.longFrames)} over 50 ms${rows}`
  );
}
