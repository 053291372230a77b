import { useQueries } from '@tanstack/react-query';
import { eventQueries } from '../../client/queries/eventQueries';
import type { Metric } from '../../contract/event';
import { MAX_LIMIT } from '../../contract/limits';
import { eventsOfMetric } from './metricEvents';
import { type MetricUser, metricUsers } from './metricUsers';

export interface MetricUsersResult {
  users: MetricUser[];
  isPending: boolean;
  error: Error | null;
  /** Some event has more metrics than its first page: users beyond it were not looked at. */
  isPartial: boolean;
}

/** The metrics whose lineage names `metric`, read from the first page of metrics of each event it is built on. */
export function useMetricUsers(metric: Metric): MetricUsersResult {
  const events = eventsOfMetric(metric);
  return useQueries({
    queries: events.map((eventName) => eventQueries.metrics(eventName, 1, MAX_LIMIT)),
    combine: (results) => ({
      users: metricUsers(
        metric.id,
        results.flatMap((result, index) =>
          result.data ? [{ eventName: events[index] ?? '', metrics: result.data.items }] : [],
        ),
      ),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error !== null)?.error ?? null,
      isPartial: results.some((result) => result.data?.pagination.nextPage != null),
    }),
  });
}
