import { createHash } from 'node:crypto';
import type { Database } from '../../store/db';

/** Table names of the embedded store, read from SQLite itself so a new table is covered without a test change. */
function tableNames(db: Database): string[] {
  const rows = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as {
    name: string;
  }[];
  return rows.map((row) => row.name);
}

/** A hash of every row of every table, per table, to tell which tables a request changed. */
export function storeFingerprint(db: Database): Map<string, string> {
  const fingerprint = new Map<string, string>();
  for (const table of tableNames(db)) {
    // Sorted in memory: some tables are WITHOUT ROWID, so there is no one column every table can be ordered by.
    const rows = db
      .prepare(`SELECT * FROM "${table}"`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
    fingerprint.set(table, createHash('sha256').update(rows.join('\n')).digest('hex'));
  }
  return fingerprint;
}

/** The tables whose contents differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table)).sort();
}

/** The stored gate records other than `exceptId`, to prove an update touched only its own gate. */
export function otherGates(db: Database, exceptId: string): unknown[] {
  return db.prepare('SELECT * FROM gates WHERE id != ? ORDER BY id').all(exceptId);
}
