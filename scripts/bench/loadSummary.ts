// The figures one side of an alternated first-page comparison is read by: median and mean of each paint.

/** One cold load as `firstpage.mjs --json` reports it (per_run), in milliseconds from navigation start. */
export interface FirstPageLoad {
  ok: boolean;
  fcp_ms: number | null;
  lcp_ms: number | null;
  row_ms: number | null;
}

interface Spread {
  median: number;
  mean: number;
}

export interface LoadSummary {
  loads: number;
  fcp: Spread;
  lcp: Spread;
  row: Spread;
}

/** The middle value (the mean of the two middle ones for an even count, as firstpage.mjs takes it). */
function middle(sorted: readonly number[]): number {
  const half = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? (sorted[half] ?? NaN) : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
}

function spread(values: readonly (number | null)[]): Spread {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const sorted = [...known].sort((a, b) => a - b);
  const mean = known.length === 0 ? NaN : known.reduce((sum, value) => sum + value, 0) / known.length;
  return { median: middle(sorted), mean };
}

/** Median and mean of FCP, LCP and the first row over the loads that succeeded; failed loads are left out. */
export function summarizeLoads(loads: readonly FirstPageLoad[]): LoadSummary {
  const ok = loads.filter((load) => load.ok);
  return {
    loads: ok.length,
    fcp: spread(ok.map((load) => load.fcp_ms)),
    lcp: spread(ok.map((load) => load.lcp_ms)),
    row: spread(ok.map((load) => load.row_ms)),
  };
}

/** The per-run loads in firstpage.mjs's `FIRSTPAGE {json}` line of its output; none when the line is missing. */
export function loadsFromOutput(output: string): FirstPageLoad[] {
  const line = output.split('\n').find((text) => text.startsWith('FIRSTPAGE '));
  if (line === undefined) return [];
  const parsed = JSON.parse(line.slice('FIRSTPAGE '.length)) as { per_run?: FirstPageLoad[] };
  return parsed.per_run ?? [];
}
