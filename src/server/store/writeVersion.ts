import type { Database } from './db';
import { statement } from './statements';

interface VersionRow {
  changes: number;
  version: number;
}

/**
 * A value that changes whenever anything is written to the store: rows this connection has changed (triggers
 * included) and SQLite's count of commits by other connections. Equal values mean every read in between would give
 * the same answer, so an answer built from the store may be reused until it moves.
 */
export function storeWriteVersion(db: Database): string {
  const row = statement<[], VersionRow>(
    db,
    'SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version',
  ).get();
  return row === undefined ? '' : `${String(row.changes)}:${String(row.version)}`;
}
