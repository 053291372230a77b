import type { Autotune } from '../../contract/autotune';
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

/** Tables holding records listed by createdTime descending then id (DECISIONS.md, Pagination). */
type CreatedRecordTable = 'layers' | 'autotunes' | 'metrics';

interface CreatedRecord {
  id: string;
  createdTime?: number;
}

/** One page of a created-time ordered table. */
export function listCreatedRecords<T>(db: Database, table: CreatedRecordTable, window: PageWindow): PageOf<T> {
  const rows = db
    .prepare<[number, number], KeyedRecordRow>(
      `SELECT id AS key, record FROM ${table} ORDER BY created_time DESC, id LIMIT ? OFFSET ?`,
    )
    .all(window.limit, window.offset);
  const count = db.prepare<[], CountRow>(`SELECT count(*) AS total FROM ${table}`).get();
  return { ...readRows<T>(rows), total: count?.total ?? 0 };
}

export function hasCreatedRecord(db: Database, table: CreatedRecordTable, id: string): boolean {
  return db.prepare<[string], { found: number }>(`SELECT 1 AS found FROM ${table} WHERE id = ?`).get(id) !== undefined;
}

/** Inserts or replaces one record, keyed by its id. */
export function putCreatedRecord(db: Database, table: CreatedRecordTable, record: CreatedRecord): void {
  db.prepare(`INSERT OR REPLACE INTO ${table} (id, created_time, record) VALUES (?, ?, ?)`).run(
    record.id,
    record.createdTime ?? 0,
    JSON.stringify(record),
  );
}

/** One autotune by id, or undefined when there is none; unreadable text throws (as gates do). */
export function findAutotune(db: Database, id: string): Autotune | undefined {
  const row = db.prepare<[string], RecordRow>('SELECT record FROM autotunes WHERE id = ?').get(id);
  if (row === undefined) return undefined;
  const record = readRecord<Autotune>(row.record);
  if (record === undefined) throw new UnreadableRecordError(id);
  return record;
}
