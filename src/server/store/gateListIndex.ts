import type { Gate } from '../../contract/gate';
import type { Database } from './db';
import { readRecord } from './page';
import { statement } from './statements';

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The columns of a gates row that its list row copies. */
interface GateKeyColumns {
  id: string;
  id_lower: string;
  name_lower: string;
  last_modified_time: number;
}

/**
 * Writes the list row and tags of a gate's current record. Lower-casing happens here, in JavaScript, because
 * SQLite's lower() folds only ASCII (a search for "álvarez" must find "Álvarez"). Call inside the transaction that
 * saves the version. A record that cannot be read keeps its id, name and time, so it still sorts and is named as
 * unreadable, but matches no filter.
 */
export function indexGateForList(db: Database, row: GateKeyColumns, gate: Partial<Gate> | undefined): void {
  statement(
    db,
    `INSERT OR REPLACE INTO gate_list (gate_id, id_lower, name_lower, status, is_enabled, type, created_time,
       last_modified_time, checks_per_hour, creator_name, creator_email, modifier_name, modifier_email)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.id,
    row.id_lower,
    row.name_lower,
    textOrNull(gate?.status),
    typeof gate?.isEnabled === 'boolean' ? Number(gate.isEnabled) : null,
    textOrNull(gate?.type),
    numberOrNull(gate?.createdTime),
    row.last_modified_time,
    numberOrNull(gate?.checksPerHour),
    lower(textOrNull(gate?.creatorName)),
    lower(textOrNull(gate?.creatorEmail)),
    lower(textOrNull(gate?.lastModifierName)),
    lower(textOrNull(gate?.lastModifierEmail)),
  );
  statement(db, 'DELETE FROM gate_tags WHERE gate_id = ?').run(row.id);
  const tags = Array.isArray(gate?.tags) ? gate.tags.filter((tag) => typeof tag === 'string') : [];
  const insertTag = statement(db, 'INSERT OR IGNORE INTO gate_tags (tag, gate_id) VALUES (?, ?)');
  for (const tag of tags) insertTag.run(tag, row.id);
}

/**
 * A data folder whose list rows predate the `enabled` filter gets the column, and its rows are dropped so the
 * start-up pass below writes them again with it.
 */
function addEnabledColumn(db: Database): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('gate_list')").all();
  if (columns.some((column) => column.name === 'is_enabled')) return;
  db.exec('ALTER TABLE gate_list ADD COLUMN is_enabled INTEGER; DELETE FROM gate_list;');
}

/**
 * Gives every gate without a list row one: a data folder written before the list could filter opens with its
 * gates listed and filterable. Runs at every open; with nothing missing it is one anti-join over the ids.
 */
export function indexUnlistedGates(db: Database): void {
  addEnabledColumn(db);
  const missing = db
    .prepare<[], { id: string }>('SELECT id FROM gates WHERE id NOT IN (SELECT gate_id FROM gate_list)')
    .all();
  if (missing.length === 0) return;
  // One record at a time, so a large old store is never all in memory at once.
  const readRow = db.prepare<[string], GateKeyColumns & { record: string }>(
    'SELECT id, id_lower, name_lower, last_modified_time, record FROM gates WHERE id = ?',
  );
  db.transaction(() => {
    for (const { id } of missing) {
      const row = readRow.get(id);
      if (row) indexGateForList(db, row, readRecord<Gate>(row.record));
    }
  })();
}
