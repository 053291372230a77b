/** One line of the table `npm run bench` prints. */
export interface BenchRow {
  area: string;
  measure: string;
  figure: string;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The middle value (the upper one of an even count) of repeated runs. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
