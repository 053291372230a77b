import type { Metric } from '../../contract/event';

/** A metric that lists another in its lineage, and the event it was found under (to open it there). */
export interface MetricUser {
  id: string;
  name: string;
  eventName: string;
}

/**
 * The metrics built on `metricId`: those among `metricsByEvent` (the metrics of each event it is built on, since a
 * metric built on it is built on its events too) whose lineage names it. Each once, in the order found.
 */
export function metricUsers(
  metricId: string,
  metricsByEvent: { eventName: string; metrics: Metric[] }[],
): MetricUser[] {
  const found = new Map<string, MetricUser>();
  for (const { eventName, metrics } of metricsByEvent) {
    for (const metric of metrics) {
      if (metric.id === metricId || found.has(metric.id)) continue;
      if (metric.lineage?.metrics.includes(metricId) === true)
        found.set(metric.id, { id: metric.id, name: metric.name, eventName });
    }
  }
  return [...found.values()];
}
