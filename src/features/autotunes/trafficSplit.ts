/** One variant's share of the traffic. */
interface TrafficShare {
  name: string;
  /** Percent of all traffic, 0 to 100; 0 for a size that is not a positive number. */
  percent: number;
}

/**
 * How traffic splits by variant size: sizes are weights and need not sum to 100 (DECISIONS.md), so each share is
 * its size over the sum of the valid sizes.
 */
export function trafficSplit(variants: readonly { name: string; size: number | string }[]): TrafficShare[] {
  const sizes = variants.map((variant) => {
    const size = typeof variant.size === 'number' ? variant.size : Number(variant.size.trim() === '' ? Number.NaN : variant.size);
    return Number.isFinite(size) && size > 0 ? size : 0;
  });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return variants.map((variant, index) => ({
    name: variant.name,
    percent: total === 0 ? 0 : ((sizes[index] ?? 0) / total) * 100,
  }));
}

/** A share for display: whole percent, one decimal below 10 so small shares do not read as 0 %. */
export function percentText(percent: number): string {
  const rounded = percent < 10 && percent > 0 ? Math.round(percent * 10) / 10 : Math.round(percent);
  return `${String(rounded)}%`;
}
