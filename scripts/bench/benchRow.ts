/** One line of the table `npm run bench` prints. */
export interface BenchRow {
  area: string;
  measure: string;
  figure: string;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
