import { mutationOptions } from '@tanstack/react-query';
import { type MetricSourceBody, MetricSourceSchema } from '../../contract/metricSource';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../http';
import { serverKey } from '../queries/serverKey';

/**
 * `POST /metrics/metric_source` (spec 4.8), also with `dryRun: true` (200, nothing stored). Resolves to
 * `{ message, data }`. A taken name is 409.
 */
export function createMetricSourceMutation() {
  return mutationOptions({
    mutationKey: [serverKey(), 'metric-sources', 'create'],
    mutationFn: (body: MetricSourceBody) => apiPost(apiPaths.metricSource(), body, MetricSourceSchema),
    // The API lists no metric sources and a new source has no metrics yet, so nothing cached goes stale.
    meta: { invalidates: [] },
  });
}
