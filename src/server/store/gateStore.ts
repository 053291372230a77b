import type { Gate } from '../../contract/gate';
import type { Database } from './db';
import { parseRecord, type CountRow, type PageOf, type PageWindow, type RecordRow } from './page';

/** The current record of a gate, or undefined when no gate has that id. */
export function findGate(db: Database, id: string): Gate | undefined {
  const row = db.prepare<[string], RecordRow>('SELECT record FROM gates WHERE id = ?').get(id);
  return row ? parseRecord<Gate>(row.record) : undefined;
}

/** Gates by lastModifiedTime descending then id; `search` matches id or name, ignoring case. */
export function listGates(db: Database, search: string, window: PageWindow): PageOf<Gate> {
  const needle = search.toLowerCase();
  const where = needle === '' ? '' : 'WHERE instr(id_lower, @needle) > 0 OR instr(name_lower, @needle) > 0';
  const params = { needle, limit: window.limit, offset: window.offset };
  const rows = db
    .prepare<typeof params, RecordRow>(
      `SELECT record FROM gates ${where} ORDER BY last_modified_time DESC, id LIMIT @limit OFFSET @offset`,
    )
    .all(params);
  const count = db.prepare<typeof params, CountRow>(`SELECT count(*) AS total FROM gates ${where}`).get(params);
  return { items: rows.map((row) => parseRecord<Gate>(row.record)), total: count?.total ?? 0 };
}

/** Versions of a gate, highest version first. */
export function listGateVersions(db: Database, id: string, window: PageWindow): PageOf<Gate> {
  const rows = db
    .prepare<[string, number, number], RecordRow>(
      'SELECT record FROM gate_versions WHERE gate_id = ? ORDER BY version DESC LIMIT ? OFFSET ?',
    )
    .all(id, window.limit, window.offset);
  const count = db.prepare<[string], CountRow>('SELECT count(*) AS total FROM gate_versions WHERE gate_id = ?').get(id);
  return { items: rows.map((row) => parseRecord<Gate>(row.record)), total: count?.total ?? 0 };
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
