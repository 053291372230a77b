import type { Gate } from '../../contract/gate';
import type { Database } from './db';
import type { CountRow, PageWindow, RecordRow } from './page';
import { statement } from './statements';
import { indexGateForList } from './gateListIndex';
import { findStoredRecord, hasStoredRow } from './storedRecords';

/** The current record of a gate, or undefined when no gate has that id; throws UnreadableRecordError if unreadable. */
export function findGate(db: Database, id: string): Gate | undefined {
  return findStoredRecord<Gate>(db, 'SELECT record FROM gates WHERE id = ?', id);
}

export function hasGate(db: Database, id: string): boolean {
  return hasStoredRow(db, 'SELECT 1 AS found FROM gates WHERE id = ?', id);
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
  const versions = statement<[string, number, number], { version: number }>(
    db,
    'SELECT version FROM gate_versions WHERE gate_id = ? ORDER BY version DESC LIMIT ? OFFSET ?',
  )
    .all(id, window.limit, window.offset)
    .map((row) => row.version);
  const count = statement<[string], CountRow>(db, 'SELECT count(*) AS total FROM gate_versions WHERE gate_id = ?').get(
    id,
  );
  return { versions, total: count?.total ?? 0 };
}

/** The stored JSON text of one version of a gate, or undefined when it is gone. */
export function readGateVersionText(db: Database, id: string, version: number): string | undefined {
  return statement<[string, number], RecordRow>(
    db,
    'SELECT record FROM gate_versions WHERE gate_id = ? AND version = ?',
  ).get(id, version)?.record;
}

/** Makes `gate` the current record of its id and adds it to the version listing. Call inside a transaction. */
export function saveGateVersion(db: Database, gate: Gate): void {
  const record = JSON.stringify(gate);
  const keys = {
    id: gate.id,
    id_lower: gate.id.toLowerCase(),
    name_lower: (gate.name ?? '').toLowerCase(),
    last_modified_time: gate.lastModifiedTime ?? 0,
  };
  statement(
    db,
    `INSERT INTO gates (id, id_lower, name_lower, last_modified_time, record) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET id_lower = excluded.id_lower, name_lower = excluded.name_lower,
       last_modified_time = excluded.last_modified_time, record = excluded.record`,
  ).run(keys.id, keys.id_lower, keys.name_lower, keys.last_modified_time, record);
  indexGateForList(db, keys, gate);
  insertGateVersion(db, gate);
}

/** Adds one record to a gate's version listing only (seed history). */
export function insertGateVersion(db: Database, gate: Gate): void {
  statement(db, 'INSERT OR REPLACE INTO gate_versions (gate_id, version, record) VALUES (?, ?, ?)').run(
    gate.id,
    gate.version ?? 1,
    JSON.stringify(gate),
  );
}
