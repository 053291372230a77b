/** One variant's share of the traffic. */
interface TrafficShare {
  name: string;
  /** Percent of all traffic, 0 to 100; 0 for a size that is not a positive number. */
  percent: number;
  /** The share as shown, such as "42%"; the shown shares of all variants add up to exactly 100%. */
  text: string;
}

/**
 * Rounds percentages to `decimals` places so that they still sum to 100 (largest remainder): each is rounded
 * down, and the units left over go to the largest remainders, earlier variants first on a tie.
 */
export function roundToHundred(percents: readonly number[], decimals: number): number[] {
  const scale = 10 ** decimals;
  // Rounded to 9 places first, so 28.999999999999996 (0.29 * 100) counts as the 29 it means.
  const scaled = percents.map((percent) => Math.round(percent * scale * 1e9) / 1e9);
  const floors = scaled.map((value) => Math.floor(value));
  const total = percents.some((percent) => percent > 0) ? 100 * scale : 0;
  let left = total - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value - (floors[index] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value / scale);
}

/**
 * How traffic splits by variant size: sizes are weights and need not sum to 100, so each share is
 * its size over the sum of the valid sizes. Shown in whole percent, or with one decimal when a share is under 10 %
 * so small shares do not read as 0 %.
 */
export function trafficSplit(variants: readonly { name: string; size: number | string }[]): TrafficShare[] {
  const sizes = variants.map((variant) => {
    const size =
      typeof variant.size === 'number' ? variant.size : Number(variant.size.trim() === '' ? Number.NaN : variant.size);
    return Number.isFinite(size) && size > 0 ? size : 0;
  });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const percents = sizes.map((size) => (total === 0 ? 0 : (size / total) * 100));
  const decimals = percents.some((percent) => percent > 0 && percent < 10) ? 1 : 0;
  const shown = roundToHundred(percents, decimals);
  return variants.map((variant, index) => ({
    name: variant.name,
    percent: percents[index] ?? 0,
    text: `${String(shown[index] ?? 0)}%`,
  }));
}
