import { describe, expect, it } from 'vitest';
import { loadsFromOutput, summarizeLoads, type FirstPageLoad } from './loadSummary';

const load = (fcp: number, lcp: number, row: number | null, ok = true): FirstPageLoad => ({
  ok,
  fcp_ms: fcp,
  lcp_ms: lcp,
  row_ms: row,
});

describe('summarizeLoads', () => {
  it('gives the median and mean of each paint over the loads that succeeded', () => {
    const summary = summarizeLoads([
      load(300, 360, 320),
      load(280, 340, 310),
      load(900, 990, null, false),
      load(290, 400, 330),
    ]);
    expect(summary.loads).toBe(3);
    expect(summary.fcp).toEqual({ median: 290, mean: 290 });
    expect(summary.lcp).toEqual({ median: 360, mean: 1100 / 3 });
    expect(summary.row).toEqual({ median: 320, mean: 320 });
  });

  it('takes the middle pair’s mean for an even count, and leaves out a paint a load did not report', () => {
    const summary = summarizeLoads([
      load(200, 300, 250),
      load(220, 340, null),
      load(240, 320, 270),
      load(260, 360, 290),
    ]);
    expect(summary.lcp.median).toBe(330);
    expect(summary.row).toEqual({ median: 270, mean: 270 });
  });

  it('reads nothing as no figure, not as zero', () => {
    const summary = summarizeLoads([]);
    expect(summary.loads).toBe(0);
    expect(summary.lcp.median).toBeNaN();
    expect(summary.lcp.mean).toBeNaN();
  });
});

describe('loadsFromOutput', () => {
  it('reads the per-run loads from the FIRSTPAGE line among the other lines firstpage.mjs prints', () => {
    const runs = [load(280, 340, 300)];
    const output = `firstpage http://x (...)\n  run 1: FCP 280 ms\nFIRSTPAGE ${JSON.stringify({ ok: true, per_run: runs })}\n`;
    expect(loadsFromOutput(output)).toEqual(runs);
  });

  it('gives no loads when the script printed no FIRSTPAGE line (it failed before measuring)', () => {
    expect(loadsFromOutput('npm ci failed\n')).toEqual([]);
  });
});
