import type { Hono } from 'hono';
import { API_BASE_PATH } from '../../../contract/paths';
import { writeAuditEntry } from '../../store/auditLogStore';
import {
  findMetricSource,
  hasMetricSource,
  insertMetricSource,
  listMetricSources,
} from '../../store/metricSourceStore';
import { allowOnly } from '../allowOnly';
import { ApiError } from '../apiError';
import { auditEntryForCreate } from '../audit/auditEntries';
import type { ApiDeps } from '../apiDeps';
import { creatorFields } from '../apiActor';
import { metricSourceRecord } from '../metricSources/metricSourceRecord';
import { readMetricSourceBody } from '../metricSources/readMetricSourceBody';
import { pagedJson, readPaging, windowOf } from '../paging';

const METRIC_SOURCE = `${API_BASE_PATH}/metrics/metric_source`;
const METRIC_SOURCE_LIST = `${METRIC_SOURCE}/list`;
const METRIC_SOURCE_BY_NAME = `${METRIC_SOURCE}/:name`;

/**
 * `POST /metrics/metric_source`; a dry run checks everything (the SQL read by a parser, the name taken or
 * not) and stores nothing.
 * The extensions `GET /metrics/metric_source/list` (newest first) and `GET /metrics/metric_source/{name}`.
 */
export function registerMetricSourceRoutes(app: Hono, { db, now }: ApiDeps): void {
  app.post(METRIC_SOURCE, async (c) => {
    const body = await readMetricSourceBody(c);
    const record = metricSourceRecord(body);
    const { dryRun, ...stored } = body;
    db.transaction(() => {
      if (hasMetricSource(db, body.name))
        throw new ApiError(409, `A metric source named "${body.name}" already exists`);
      if (dryRun === true) return;
      const createdTime = now();
      const created = { ...stored, ...record, createdTime, ...creatorFields() };
      insertMetricSource(db, body.name, createdTime, created);
      writeAuditEntry(db, auditEntryForCreate('metric_source_create', body.name, created));
    }).immediate();
    if (dryRun === true) return c.json({ message: 'Metric source is valid (dry run)', data: record });
    return c.json({ message: 'Metric source created successfully', data: record }, 201);
  });
  allowOnly(app, METRIC_SOURCE, ['POST']);

  // Registered before `/{name}` so "list" is the list, as on the real service (a source cannot be read by that name).
  app.get(METRIC_SOURCE_LIST, (c) => {
    const paging = readPaging(c);
    return pagedJson(c, 'Metric sources listed successfully', paging, listMetricSources(db, windowOf(paging)));
  });
  allowOnly(app, METRIC_SOURCE_LIST, ['GET']);

  app.get(METRIC_SOURCE_BY_NAME, (c) => {
    const name = c.req.param('name');
    const source = findMetricSource(db, name);
    if (source === undefined) throw new ApiError(404, `No metric source is named "${name}"`);
    return c.json({ message: 'Metric source read successfully', data: source });
  });
  allowOnly(app, METRIC_SOURCE_BY_NAME, ['GET']);
}
