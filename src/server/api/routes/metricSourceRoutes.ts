import type { Hono } from 'hono';
import { MetricSourceBodySchema } from '../../../contract/metricSource';
import { API_BASE_PATH } from '../../../contract/paths';
import { hasMetricSource, insertMetricSource } from '../../store/metricSourceStore';
import { allowOnly } from '../allowOnly';
import { ApiError } from '../apiError';
import type { ApiDeps } from '../apiDeps';
import { creatorFields } from '../apiActor';
import { metricSourceRecord } from '../metricSources/metricSourceRecord';
import { parseBody } from '../requestBody';

const METRIC_SOURCE = `${API_BASE_PATH}/metrics/metric_source`;

/** `POST /metrics/metric_source` (spec 4.8); a dry run checks everything, the name included, and stores nothing. */
export function registerMetricSourceRoutes(app: Hono, { db, now }: ApiDeps): void {
  app.post(METRIC_SOURCE, async (c) => {
    const body = await parseBody(c, MetricSourceBodySchema);
    const record = metricSourceRecord(body);
    const { dryRun, ...stored } = body;
    db.transaction(() => {
      if (hasMetricSource(db, body.name)) throw new ApiError(409, `A metric source named "${body.name}" already exists`);
      if (dryRun === true) return;
      const createdTime = now();
      insertMetricSource(db, body.name, createdTime, { ...stored, ...record, createdTime, ...creatorFields() });
    }).immediate();
    if (dryRun === true) return c.json({ message: 'Metric source is valid (dry run)', data: record });
    return c.json({ message: 'Metric source created successfully', data: record }, 201);
  });
  allowOnly(app, METRIC_SOURCE, ['POST']);
}
