import type { Summary } from '../../contract/experiment';
import type { Database } from './db';
import { readRows, type CountRow, type KeyedRecordRow, type PageOf, type PageWindow } from './page';

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
