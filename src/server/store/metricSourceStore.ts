import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { findStoredRecord, hasStoredRow, listStoredRecords } from './storedRecords';

// The name breaks ties so pages never overlap.
const LIST = {
  rows: 'SELECT name AS key, record FROM metric_sources ORDER BY created_time DESC, name LIMIT ? OFFSET ?',
  count: 'SELECT count(*) AS total FROM metric_sources',
};

export function hasMetricSource(db: Database, name: string): boolean {
  return hasStoredRow(db, 'SELECT 1 AS found FROM metric_sources WHERE name = ?', name);
}

/** Stores a metric source; the caller has checked the name is free, inside the same transaction. */
export function insertMetricSource(db: Database, name: string, createdTime: number, record: object): void {
  statement(db, 'INSERT INTO metric_sources (name, created_time, record) VALUES (?, ?, ?)').run(
    name,
    createdTime,
    JSON.stringify(record),
  );
}

/** One page of metric sources, newest first. */
export function listMetricSources(db: Database, window: PageWindow): PageOf<Record<string, unknown>> {
  return listStoredRecords<Record<string, unknown>>(db, LIST, [], window);
}

/** The stored record of one metric source, or undefined when there is none; unreadable text throws (as gates do). */
export function findMetricSource(db: Database, name: string): Record<string, unknown> | undefined {
  return findStoredRecord<Record<string, unknown>>(db, 'SELECT record FROM metric_sources WHERE name = ?', name);
}
