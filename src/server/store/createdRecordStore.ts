import type { Autotune } from '../../contract/autotune';
import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { findStoredRecord, hasStoredRow, listStoredRecords, type ListQueries } from './storedRecords';

/** Tables holding records listed by createdTime descending then id (docs/api.md, Paging). */
type CreatedRecordTable = 'layers' | 'autotunes' | 'metrics';

interface CreatedRecord {
  id: string;
  createdTime?: number;
}

const listQueries = (table: CreatedRecordTable): ListQueries => ({
  rows: `SELECT id AS key, record FROM ${table} ORDER BY created_time DESC, id LIMIT ? OFFSET ?`,
  count: `SELECT count(*) AS total FROM ${table}`,
});
const LIST: Record<CreatedRecordTable, ListQueries> = {
  layers: listQueries('layers'),
  autotunes: listQueries('autotunes'),
  metrics: listQueries('metrics'),
};

/** One page of a created-time ordered table. */
export function listCreatedRecords<T>(db: Database, table: CreatedRecordTable, window: PageWindow): PageOf<T> {
  return listStoredRecords<T>(db, LIST[table], [], window);
}

export function hasCreatedRecord(db: Database, table: CreatedRecordTable, id: string): boolean {
  return hasStoredRow(db, `SELECT 1 AS found FROM ${table} WHERE id = ?`, id);
}

/** Inserts or replaces one record, keyed by its id. */
export function putCreatedRecord(db: Database, table: CreatedRecordTable, record: CreatedRecord): void {
  statement(db, `INSERT OR REPLACE INTO ${table} (id, created_time, record) VALUES (?, ?, ?)`).run(
    record.id,
    record.createdTime ?? 0,
    JSON.stringify(record),
  );
}

/** One autotune by id, or undefined when there is none; unreadable text throws (as gates do). */
export function findAutotune(db: Database, id: string): Autotune | undefined {
  return findStoredRecord<Autotune>(db, 'SELECT record FROM autotunes WHERE id = ?', id);
}
