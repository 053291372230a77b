/** One line of the table `npm run bench` prints. */
export interface BenchRow {
  area: string;
  measure: string;
  figure: string;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The value below which a share `q` (0 to 1) of `values` lies; 1 gives the largest, NaN for none. */
export const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** The middle value (the upper one of an even count) of repeated runs. */
export const median = (values: readonly number[]) => quantile(values, 0.5);
