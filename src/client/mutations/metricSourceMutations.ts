import { mutationOptions } from '@tanstack/react-query';
import { type MetricSource, type MetricSourceBody, MetricSourceSchema } from '../../contract/metricSource';
import { apiPaths } from '../../contract/paths';
import { apiPost } from '../apiRequest';
import { metricSourceQueries } from '../queries/metricSourceQueries';

/** Body fields that are requests to the server, not parts of the stored source. */
const REQUEST_ONLY_FIELDS = new Set(['dryRun', 'skip_validation', 'all_columns', 'column_types']);

/**
 * An upstream may answer 201 with only the name. Every source maps at least one unit id type, so a
 * record without one is sparse: it is completed from what was sent, since the API cannot read a source back.
 */
function completedFromBody(record: MetricSource, body: MetricSourceBody): MetricSource {
  if (record.idTypeMapping.length > 0) return record;
  const sent = Object.entries(body).filter(([field]) => !REQUEST_ONLY_FIELDS.has(field));
  const returned = Object.entries(record).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return MetricSourceSchema.parse(Object.fromEntries([...sent, ...returned]));
}

/**
 * `POST /metrics/metric_source`, also with `dryRun: true` (200, nothing stored). Resolves to
 * `{ message, data }`; a sparse record is completed from the body. A taken name is 409.
 */
export function createMetricSourceMutation() {
  return mutationOptions({
    mutationKey: [...metricSourceQueries.all(), 'create'],
    mutationFn: async (body: MetricSourceBody) => {
      const result = await apiPost(apiPaths.metricSource(), body, MetricSourceSchema);
      return { message: result.message, data: completedFromBody(result.data, body) };
    },
    // The list extension shows the new source first (a dry run changes nothing, but telling them apart is not worth it).
    meta: { invalidates: [metricSourceQueries.lists()] },
  });
}
