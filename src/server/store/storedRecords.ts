import type { Database } from './db';
import { readRecord, readRows, type CountRow, type KeyedRecordRow, type PageOf, type PageWindow } from './page';
import { statement } from './statements';
import { UnreadableRecordError } from './unreadableRecordError';

/** The two queries of a list: its rows (`key`, `record`) and its size, with the same filter parameters first. */
export interface ListQueries {
  /** Selects `key` and `record`, and ends with `LIMIT ? OFFSET ?`. */
  rows: string;
  /** Selects `total`. */
  count: string;
}

/** One page of stored records: a record that cannot be read is left out and named, never fails the page. */
export function listStoredRecords<T>(
  db: Database,
  queries: ListQueries,
  filter: readonly (string | number)[],
  window: PageWindow,
): PageOf<T> {
  const rows = statement<(string | number)[], KeyedRecordRow>(db, queries.rows).all(
    ...filter,
    window.limit,
    window.offset,
  );
  const count = statement<(string | number)[], CountRow>(db, queries.count).get(...filter);
  return { ...readRows<T>(rows), total: count?.total ?? 0 };
}

/** The record `select` finds by `key` (selected as `record`), or undefined when there is none; unreadable throws. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each table is read back as the type it was written with
export function findStoredRecord<T>(db: Database, select: string, key: string): T | undefined {
  const row = statement<[string], { record: string }>(db, select).get(key);
  if (row === undefined) return undefined;
  const record = readRecord<T>(row.record);
  if (record === undefined) throw new UnreadableRecordError(key);
  return record;
}

/** Whether `select` finds a row for `key`. */
export function hasStoredRow(db: Database, select: string, key: string): boolean {
  return statement<[string]>(db, select).get(key) !== undefined;
}
