import type { Metric } from '../../contract/event';

/** The event names a metric is built on: its lineage events, then its funnel steps' events, each once. */
export function eventsOfMetric(metric: Metric): string[] {
  const steps = (metric.funnelEventList ?? []).map((step) => step.name);
  return [...new Set([...(metric.lineage?.events ?? []), ...steps])];
}

/** The metric name of an id `<name>::<type>`: the part before the last `::`. */
function metricNameOf(metricId: string): string {
  const split = metricId.lastIndexOf('::');
  return split === -1 ? metricId : metricId.slice(0, split);
}

/**
 * The event a metric of `metric`'s lineage is opened under, so its page's back link names an event it is built on:
 * the event named like the metric when `metric` is built on that event too (a funnel step, a lineage event), else
 * `fallback`; the metric's page then moves to one of the metric's own events once it has read them.
 */
export function lineageMetricEvent(metricId: string, metric: Metric, fallback: string): string {
  const name = metricNameOf(metricId);
  return eventsOfMetric(metric).includes(name) ? name : fallback;
}
