import type { Database } from './db';

export function hasMetricSource(db: Database, name: string): boolean {
  return db.prepare<[string], { found: number }>('SELECT 1 AS found FROM metric_sources WHERE name = ?').get(name) !== undefined;
}

/** Stores a metric source; the caller has checked the name is free, inside the same transaction. */
export function insertMetricSource(db: Database, name: string, createdTime: number, record: object): void {
  db.prepare('INSERT INTO metric_sources (name, created_time, record) VALUES (?, ?, ?)').run(
    name,
    createdTime,
    JSON.stringify(record),
  );
}
