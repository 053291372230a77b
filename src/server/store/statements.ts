import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './db';

const compiled = new WeakMap<Database, Map<string, BetterSqlite3.Statement>>();

/**
 * The statement for `sql` on `db`, compiled on first use and kept with the connection: a request then only binds
 * and steps it. For get/all/run only (an iterating statement cannot be shared), and for SQL drawn from a fixed set
 * of texts: values go in as parameters, never into the text, or the cache would grow with every request.
 */
export function statement<Params extends unknown[] = unknown[], Row = unknown>(
  db: Database,
  sql: string,
): BetterSqlite3.Statement<Params, Row> {
  let statements = compiled.get(db);
  if (statements === undefined) {
    statements = new Map();
    compiled.set(db, statements);
  }
  let found = statements.get(sql);
  if (found === undefined) {
    found = db.prepare(sql);
    statements.set(sql, found);
  }
  // The cache holds statements of every shape; the SQL text, which is the key, fixes this one's.
  return found as BetterSqlite3.Statement<Params, Row>;
}
