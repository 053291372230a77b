import type { Gate } from '../../contract/gate';
import type { Database } from './db';
import {
  readRecord,
  readRows,
  type CountRow,
  type KeyedRecordRow,
  type PageOf,
  type PageWindow,
  type RecordRow,
} from './page';

/** A stored gate record that exists but cannot be read (too deep or corrupt); the start-up check quarantines it. */
export class UnreadableRecordError extends Error {
  constructor(readonly key: string) {
    super(`Stored record "${key}" cannot be read`);
    this.name = 'UnreadableRecordError';
  }
}

/** The current record of a gate, or undefined when no gate has that id; throws UnreadableRecordError if unreadable. */
export function findGate(db: Database, id: string): Gate | undefined {
  const row = db.prepare<[string], RecordRow>('SELECT record FROM gates WHERE id = ?').get(id);
  if (!row) return undefined;
  const gate = readRecord<Gate>(row.record);
  if (gate === undefined) throw new UnreadableRecordError(id);
  return gate;
}

export function hasGate(db: Database, id: string): boolean {
  return db.prepare<[string], { found: number }>('SELECT 1 AS found FROM gates WHERE id = ?').get(id) !== undefined;
}

/** Gates by lastModifiedTime descending then id; `search` matches id or name, ignoring case. */
export function listGates(db: Database, search: string, window: PageWindow): PageOf<Gate> {
  const needle = search.toLowerCase();
  const where = needle === '' ? '' : 'WHERE instr(id_lower, @needle) > 0 OR instr(name_lower, @needle) > 0';
  const params = { needle, limit: window.limit, offset: window.offset };
  const rows = db
    .prepare<typeof params, KeyedRecordRow>(
      `SELECT id AS key, record FROM gates ${where} ORDER BY last_modified_time DESC, id LIMIT @limit OFFSET @offset`,
    )
    .all(params);
  const count = db.prepare<typeof params, CountRow>(`SELECT count(*) AS total FROM gates ${where}`).get(params);
  return { ...readRows<Gate>(rows), total: count?.total ?? 0 };
}

/**
 * The version numbers of one page of a gate's versions, highest first, and how many there are. The records are
 * read one at a time with readGateVersion, so a page of large versions is never all in memory as objects.
 */
export function listGateVersionNumbers(
  db: Database,
  id: string,
  window: PageWindow,
): { versions: number[]; total: number } {
  const versions = db
    .prepare<[string, number, number], { version: number }>(
      'SELECT version FROM gate_versions WHERE gate_id = ? ORDER BY version DESC LIMIT ? OFFSET ?',
    )
    .all(id, window.limit, window.offset)
    .map((row) => row.version);
  const count = db.prepare<[string], CountRow>('SELECT count(*) AS total FROM gate_versions WHERE gate_id = ?').get(id);
  return { versions, total: count?.total ?? 0 };
}

/** The stored JSON text of one version of a gate, or undefined when it is gone. */
export function readGateVersionText(db: Database, id: string, version: number): string | undefined {
  return db
    .prepare<[string, number], RecordRow>('SELECT record FROM gate_versions WHERE gate_id = ? AND version = ?')
    .get(id, version)?.record;
}

/** Makes `gate` the current record of its id and adds it to the version listing. Call inside a transaction. */
export function saveGateVersion(db: Database, gate: Gate): void {
  const record = JSON.stringify(gate);
  db.prepare(
    `INSERT INTO gates (id, id_lower, name_lower, last_modified_time, record) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET id_lower = excluded.id_lower, name_lower = excluded.name_lower,
       last_modified_time = excluded.last_modified_time, record = excluded.record`,
  ).run(gate.id, gate.id.toLowerCase(), (gate.name ?? '').toLowerCase(), gate.lastModifiedTime ?? 0, record);
  insertGateVersion(db, gate);
}

/** Adds one record to a gate's version listing only (seed history). */
export function insertGateVersion(db: Database, gate: Gate): void {
  db.prepare('INSERT OR REPLACE INTO gate_versions (gate_id, version, record) VALUES (?, ?, ?)').run(
    gate.id,
    gate.version ?? 1,
    JSON.stringify(gate),
  );
}
