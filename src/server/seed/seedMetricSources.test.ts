import { describe, expect, it } from 'vitest';
import { MetricSourceBodySchema } from '../../contract/metricSource';
import { metricSourceSqlProblems } from '../api/metricSources/metricSourceSqlProblems';
import { seedAutotunes } from './seedAutotunes';
import { seedMetricSources } from './seedMetricSources';

const now = Date.UTC(2026, 0, 15, 12);
const sources = seedMetricSources(now);

const SERVER_ADDED = new Set(['createdTime', 'creatorID', 'creatorName', 'creatorEmail']);

/** The body a person would have sent to create the source: the stored record less what the server adds. */
function createBody(source: (typeof sources)[number]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !SERVER_ADDED.has(key)));
}

describe('seeded metric sources', () => {
  it('could each have been created through the API: the schema and the SQL checks pass', async () => {
    for (const source of sources) {
      const body = createBody(source);
      expect(MetricSourceBodySchema.safeParse(body).error, source.name).toBeUndefined();
      expect(await metricSourceSqlProblems(body), source.name).toEqual([]);
    }
  });

  it('include every source a seeded autotune names, so its link opens a page', () => {
    const named = seedAutotunes(now).flatMap((autotune) =>
      autotune.metricSourceID === undefined ? [] : [autotune.metricSourceID],
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(sources.map((source) => source.name)).toContain(name);
  });

  it('were created in the past, at distinct times, so the list order is stable', () => {
    const times = sources.map((source) => source.createdTime);
    expect(new Set(times).size).toBe(times.length);
    for (const time of times) expect(time).toBeLessThan(now);
  });
});
