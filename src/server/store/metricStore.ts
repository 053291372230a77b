import type { Metric } from '../../contract/event';
import { putCreatedRecord } from './createdRecordStore';
import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { listStoredRecords } from './storedRecords';

const LIST_FOR_EVENT = {
  rows: `SELECT m.id AS key, m.record FROM metric_events AS me JOIN metrics AS m ON m.id = me.metric_id
       WHERE me.event_name = ? ORDER BY me.created_time DESC, me.metric_id LIMIT ? OFFSET ?`,
  count: 'SELECT count(*) AS total FROM metric_events WHERE event_name = ?',
};

/** Stores a metric and links it to every event name of its lineage. Call inside a transaction. */
export function putMetric(db: Database, metric: Metric): void {
  putCreatedRecord(db, 'metrics', metric);
  statement(db, 'DELETE FROM metric_events WHERE metric_id = ?').run(metric.id);
  const link = statement(db, 'INSERT INTO metric_events (event_name, created_time, metric_id) VALUES (?, ?, ?)');
  for (const eventName of new Set(metric.lineage?.events ?? []))
    link.run(eventName, metric.createdTime ?? 0, metric.id);
}

/** Metrics whose lineage names the event, by createdTime descending then id. */
export function listMetricsForEvent(db: Database, eventName: string, window: PageWindow): PageOf<Metric> {
  return listStoredRecords<Metric>(db, LIST_FOR_EVENT, [eventName], window);
}
