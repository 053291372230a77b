import type * as z from '../../../contract/zod';
import type { MetricSource, MetricSourceBodySchema } from '../../../contract/metricSource';

type MetricSourceBody = z.output<typeof MetricSourceBodySchema>;

/** The record answered for a created source: the fields of a metric source record (docs/api.md). */
export function metricSourceRecord(body: MetricSourceBody): MetricSource {
  return {
    name: body.name,
    description: body.description ?? '',
    tags: body.tags ?? [],
    sql: body.sql,
    timestampColumn: body.timestampColumn,
    timestampAsDay: body.timestampAsDay ?? false,
    idTypeMapping: body.idTypeMapping,
    sourceType: body.sourceType ?? 'query',
    ...(body.tableName !== undefined ? { tableName: body.tableName } : {}),
    // Not a record field, but a field the user sent must not vanish from the answer without a word.
    ...(body.customFieldMapping !== undefined ? { customFieldMapping: body.customFieldMapping } : {}),
  };
}
