import type { Database } from '../db';

/** SQLite's `EXPLAIN QUERY PLAN` of a query, one step a line: which index it reads and whether it sorts. */
export function queryPlan(db: Database, query: { sql: string; params: readonly unknown[] }): string {
  return db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${query.sql}`)
    .all(...query.params)
    .map((row) => row.detail)
    .join('\n');
}
