import { describe, expect, it } from 'vitest';
import { METRIC_TYPES } from '../../contract/recordEnums';
import { EVENT_NAMES } from './seedEventNames';
import { seedMetrics } from './seedMetrics';

const metrics = seedMetrics(Date.UTC(2026, 0, 15, 12));
const eventNames: string[] = EVENT_NAMES.map(({ name }) => name);

describe('seeded metrics', () => {
  it('has every metric type, each id the name and type joined by two colons', () => {
    expect(new Set(metrics.map((metric) => metric.type))).toEqual(new Set(METRIC_TYPES));
    for (const metric of metrics) expect(metric.id).toBe(`${metric.name}::${metric.type}`);
    expect(new Set(metrics.map((metric) => metric.id)).size).toBe(metrics.length);
  });

  it('builds lineage from seeded event names and existing metric ids', () => {
    const ids = new Set(metrics.map((metric) => metric.id));
    for (const metric of metrics) {
      for (const event of metric.lineage?.events ?? []) expect(eventNames).toContain(event);
      for (const id of metric.lineage?.metrics ?? []) expect(ids.has(id)).toBe(true);
    }
    expect(metrics.some((metric) => (metric.lineage?.metrics ?? []).length > 0)).toBe(true);
  });

  it('gives funnels 2 to 5 steps, each step in the lineage, and a distinct count', () => {
    const funnels = metrics.filter((metric) => metric.type === 'funnel');
    expect(funnels.length).toBeGreaterThan(0);
    for (const funnel of funnels) {
      const steps = funnel.funnelEventList ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.length).toBeLessThanOrEqual(5);
      expect(funnel.lineage?.events).toEqual(expect.arrayContaining(steps.map((step) => step.name)));
      expect(['events', 'users']).toContain(funnel.funnelCountDistinct);
    }
    expect(
      metrics.filter((metric) => metric.type !== 'funnel').every((metric) => metric.funnelEventList === undefined),
    ).toBe(true);
  });

  it('names a creator on some metrics and an owner on others', () => {
    expect(metrics.some((metric) => metric.creatorName && metric.creatorEmail)).toBe(true);
    expect(metrics.some((metric) => metric.owner?.name)).toBe(true);
    expect(metrics.some((metric) => metric.creatorName === undefined && metric.owner === undefined)).toBe(true);
  });
});
