/** An axis from 0: its ticks, evenly spaced, and the top of its domain (the last tick). */
export interface NiceAxis {
  ticks: number[];
  top: number;
}

interface NiceTicksOptions {
  /** About how many steps the axis should have; the step is rounded to a nice one, so the count varies a little. */
  steps?: number;
  /** Whole-number ticks only (counts): the step is at least 1. */
  integer?: boolean;
}

/** The smallest step of 1, 2 or 5 times a power of ten that is at least `rough`. */
export function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  // A little tolerance: 0.30000000000000004 / 0.1 is 3.0000000000000004, which must still count as 3 (step 5).
  const nice = [1, 2, 5].find((candidate) => fraction <= candidate * (1 + 1e-9)) ?? 10;
  return nice * power;
}

/**
 * Ticks from 0 up to the first nice value at or above `max`, at an even 1-2-5 step (0, 100, 200, 300, 400 for 360),
 * so no tick is skipped and no gap is uneven. A max of 0 or less (or not a number) gives the axis 0 to 1.
 */
export function niceTicks(max: number, { steps = 4, integer = false }: NiceTicksOptions = {}): NiceAxis {
  if (!Number.isFinite(max) || max <= 0) return { ticks: [0, 1], top: 1 };
  const step = integer ? Math.max(1, niceStep(max / steps)) : niceStep(max / steps);
  const count = Math.ceil(max / step - 1e-9);
  // Multiplying (not adding) keeps each tick exact to 12 digits: 0.1 + 0.2 would print as 0.30000000000000004.
  const ticks = Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { ticks, top: ticks[ticks.length - 1] ?? 1 };
}
