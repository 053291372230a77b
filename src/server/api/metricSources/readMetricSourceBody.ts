import type { Context } from 'hono';
import { MetricSourceBodySchema } from '../../../contract/metricSource';
import type * as z from '../../../contract/zod';
import { fieldErrors, invalidFields } from '../apiError';
import { readJsonObject } from '../requestBody';
import { metricSourceSqlProblems } from './metricSourceSqlProblems';

/**
 * The body of a metric source create or dry run, checked by the contract schema and by reading its SQL; both kinds
 * of problem come in one 400, at most one message per field (the schema's first).
 */
export async function readMetricSourceBody(c: Context): Promise<z.output<typeof MetricSourceBodySchema>> {
  const raw = await readJsonObject(c);
  const result = MetricSourceBodySchema.safeParse(raw);
  const schemaErrors = result.success ? [] : fieldErrors(result.error);
  const flagged = new Set(schemaErrors.map((error) => error.path));
  const sqlErrors = (await metricSourceSqlProblems(raw)).filter((error) => !flagged.has(error.path));
  if (result.success && sqlErrors.length === 0) return result.data;
  throw invalidFields([...schemaErrors, ...sqlErrors], 'request body');
}
