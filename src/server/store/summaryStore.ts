import type { Summary } from '../../contract/experiment';
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

/** Tables of the list extensions `GET /dynamic_configs` and `GET /experiments`. */
type SummaryTable = 'dynamic_configs' | 'experiments';

/** Summaries by lastModifiedTime descending then id. */
export function listSummaries(db: Database, table: SummaryTable, window: PageWindow): PageOf<Summary> {
  const rows = db
    .prepare<[number, number], KeyedRecordRow>(
      `SELECT id AS key, summary AS record FROM ${table} ORDER BY last_modified_time DESC, id LIMIT ? OFFSET ?`,
    )
    .all(window.limit, window.offset);
  const count = db.prepare<[], CountRow>(`SELECT count(*) AS total FROM ${table}`).get();
  return { ...readRows<Summary>(rows), total: count?.total ?? 0 };
}

export function hasSummary(db: Database, table: SummaryTable, id: string): boolean {
  return db.prepare<[string], { found: number }>(`SELECT 1 AS found FROM ${table} WHERE id = ?`).get(id) !== undefined;
}

export function putSummary(db: Database, table: SummaryTable, summary: Summary): void {
  db.prepare(`INSERT OR REPLACE INTO ${table} (id, last_modified_time, summary) VALUES (?, ?, ?)`).run(
    summary.id,
    summary.lastModifiedTime ?? 0,
    JSON.stringify(summary),
  );
}

/** One summary by id, or undefined when there is none; unreadable text throws (as gates do). */
export function findSummary(db: Database, table: SummaryTable, id: string): Summary | undefined {
  const row = db.prepare<[string], RecordRow>(`SELECT summary AS record FROM ${table} WHERE id = ?`).get(id);
  if (row === undefined) return undefined;
  const summary = readRecord<Summary>(row.record);
  if (summary === undefined) throw new UnreadableRecordError(id);
  return summary;
}
