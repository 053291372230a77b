import type { Database } from './db';
import { UnreadableRecordError } from './gateStore';
import {
  readRecord,
  readRows,
  type CountRow,
  type KeyedRecordRow,
  type PageOf,
  type PageWindow,
  type RecordRow,
} from './page';

export function hasMetricSource(db: Database, name: string): boolean {
  return (
    db.prepare<[string], { found: number }>('SELECT 1 AS found FROM metric_sources WHERE name = ?').get(name) !==
    undefined
  );
}

/** Stores a metric source; the caller has checked the name is free, inside the same transaction. */
export function insertMetricSource(db: Database, name: string, createdTime: number, record: object): void {
  db.prepare('INSERT INTO metric_sources (name, created_time, record) VALUES (?, ?, ?)').run(
    name,
    createdTime,
    JSON.stringify(record),
  );
}

/** One page of metric sources, newest first; the name breaks ties so pages never overlap. */
export function listMetricSources(db: Database, window: PageWindow): PageOf<Record<string, unknown>> {
  const rows = db
    .prepare<[number, number], KeyedRecordRow>(
      'SELECT name AS key, record FROM metric_sources ORDER BY created_time DESC, name LIMIT ? OFFSET ?',
    )
    .all(window.limit, window.offset);
  const count = db.prepare<[], CountRow>('SELECT count(*) AS total FROM metric_sources').get();
  return { ...readRows<Record<string, unknown>>(rows), total: count?.total ?? 0 };
}

/** The stored record of one metric source, or undefined when there is none; unreadable text throws (as gates do). */
export function findMetricSource(db: Database, name: string): Record<string, unknown> | undefined {
  const row = db.prepare<[string], RecordRow>('SELECT record FROM metric_sources WHERE name = ?').get(name);
  if (row === undefined) return undefined;
  const record = readRecord<Record<string, unknown>>(row.record);
  if (record === undefined) throw new UnreadableRecordError(name);
  return record;
}
