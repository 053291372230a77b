import type { Summary } from '../../contract/experiment';
import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { findStoredRecord, hasStoredRow, listStoredRecords, type ListQueries } from './storedRecords';

/** Tables of the list extensions `GET /dynamic_configs` and `GET /experiments`. */
type SummaryTable = 'dynamic_configs' | 'experiments';

const listQueries = (table: SummaryTable): ListQueries => ({
  rows: `SELECT id AS key, summary AS record FROM ${table} ORDER BY last_modified_time DESC, id LIMIT ? OFFSET ?`,
  count: `SELECT count(*) AS total FROM ${table}`,
});
const LIST: Record<SummaryTable, ListQueries> = {
  dynamic_configs: listQueries('dynamic_configs'),
  experiments: listQueries('experiments'),
};

/** Summaries by lastModifiedTime descending then id. */
export function listSummaries(db: Database, table: SummaryTable, window: PageWindow): PageOf<Summary> {
  return listStoredRecords<Summary>(db, LIST[table], [], window);
}

export function hasSummary(db: Database, table: SummaryTable, id: string): boolean {
  return hasStoredRow(db, `SELECT 1 AS found FROM ${table} WHERE id = ?`, id);
}

export function putSummary(db: Database, table: SummaryTable, summary: Summary): void {
  statement(db, `INSERT OR REPLACE INTO ${table} (id, last_modified_time, summary) VALUES (?, ?, ?)`).run(
    summary.id,
    summary.lastModifiedTime ?? 0,
    JSON.stringify(summary),
  );
}

/** One summary by id, or undefined when there is none; unreadable text throws (as gates do). */
export function findSummary(db: Database, table: SummaryTable, id: string): Summary | undefined {
  return findStoredRecord<Summary>(db, `SELECT summary AS record FROM ${table} WHERE id = ?`, id);
}
