import { useQueries } from '@tanstack/react-query';
import { eventQueries } from '../../client/queries/eventQueries';
import type { Metric } from '../../contract/event';
import { MAX_LIMIT } from '../../contract/limits';
import { eventsOfMetric } from './metricEvents';
import { type ReadingState, readingState } from '../../ui/readingState';
import { type MetricUser, metricUsers } from './metricUsers';

export interface MetricUsersResult {
  /** The users found, once one is found or every event's metrics answered without a failure. */
  state: ReadingState<MetricUser[]>;
  /** Some event has more metrics than its first page: users beyond it were not looked at. */
  isPartial: boolean;
}

/** The metrics whose lineage names `metric`, read from the first page of metrics of each event it is built on. */
export function useMetricUsers(metric: Metric): MetricUsersResult {
  const events = eventsOfMetric(metric);
  return useQueries({
    queries: events.map((eventName) => eventQueries.metrics(eventName, 1, MAX_LIMIT)),
    combine: (results) => {
      const users = metricUsers(
        metric.id,
        results.flatMap((result, index) =>
          result.data ? [{ eventName: events[index] ?? '', metrics: result.data.items }] : [],
        ),
      );
      const error = results.find((result) => result.error !== null)?.error ?? null;
      const answered = results.every((result) => result.isSuccess);
      return {
        state: readingState({ data: users.length > 0 || answered ? users : undefined, error }),
        isPartial: results.some((result) => result.data?.pagination.nextPage != null),
      };
    },
  });
}
