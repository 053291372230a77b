import type { AuditLogFilter } from '../../contract/auditLog';
import type { Database } from './db';
import type { CountRow, PageWindow } from './page';
import { statement } from './statements';

/** The entry ids of one page, in the page's order, and how many entries the filter matches. */
export interface IdPage {
  ids: number[];
  total: number;
}

export type Param = string | number;

/** Conditions on audit_log columns (prefixed, for a join); the text depends only on which filters are set. */
export function conditionsOf(
  db: Database,
  filter: AuditLogFilter,
  prefix: string,
  time: { from?: number; to?: number },
) {
  const parts: string[] = [];
  const params: Param[] = [];
  const add = (part: string, ...values: Param[]) => {
    parts.push(part);
    params.push(...values);
  };
  if (time.from !== undefined) add(`${prefix}timestamp >= ?`, time.from);
  if (time.to !== undefined) add(`${prefix}timestamp <= ?`, time.to);
  if (filter.actionTypes.length > 0)
    add(`${prefix}action_type IN (SELECT value FROM json_each(?))`, JSON.stringify(filter.actionTypes));
  if (filter.id !== undefined) add(`${prefix}entity_id = ?`, filter.id);
  if (filter.updatedBy !== undefined) {
    // One person (the usual case) reads their index in order; several are merged by a sort of their entries.
    const keys = people(db, filter.updatedBy);
    if (keys.length === 1) add(`${prefix}updated_by_key = ?`, keys[0] ?? '');
    else add(`${prefix}updated_by_key IN (SELECT value FROM json_each(?))`, JSON.stringify(keys));
  }
  return { parts, params };
}

/** Everyone whose name or email contains `needle` (lower-cased): a few rows, however long the log. */
export function people(db: Database, needle: string): string[] {
  return statement<[string], { key: string }>(
    db,
    'SELECT updated_by_key AS key FROM audit_log_people WHERE instr(updated_by_key, ?) > 0',
  )
    .all(needle)
    .map((row) => row.key);
}

export const whereText = (parts: readonly string[]) => (parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`);

export function ids(db: Database, sql: string, params: Param[]): number[] {
  return statement<Param[], { id: number }>(db, sql)
    .all(...params)
    .map((row) => row.id);
}

/**
 * A tags filter: read in order from the first tag's key (tag, timestamp, entry), each further tag checked on its
 * own key, other filters on the entry's row. Costs grow with the first tag's entries in the date range.
 */
export function pageByTags(db: Database, filter: AuditLogFilter, window: PageWindow): IdPage {
  const [first = '', ...others] = filter.tags;
  const parts = ['t.tag = ?'];
  const params: Param[] = [first];
  if (filter.from !== undefined) {
    parts.push('t.timestamp >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    parts.push('t.timestamp <= ?');
    params.push(filter.to);
  }
  if (others.length > 0) {
    parts.push(`(SELECT count(*) FROM audit_log_tags AS o WHERE o.tag IN (SELECT value FROM json_each(?))
                 AND o.timestamp = t.timestamp AND o.entry_id = t.entry_id) = ?`);
    params.push(JSON.stringify(others), others.length);
  }
  const onEntry = conditionsOf(db, filter, 'a.', {});
  const join = onEntry.parts.length > 0 ? 'JOIN audit_log AS a ON a.id = t.entry_id' : '';
  const where = whereText([...parts, ...onEntry.parts]);
  const allParams = [...params, ...onEntry.params];
  const order =
    filter.sortOrder === 'asc'
      ? 'ORDER BY t.timestamp ASC, t.entry_id ASC'
      : 'ORDER BY t.timestamp DESC, t.entry_id DESC';
  const total =
    statement<Param[], CountRow>(db, `SELECT count(*) AS total FROM audit_log_tags AS t ${join} ${where}`).get(
      ...allParams,
    )?.total ?? 0;
  if (window.offset >= total) return { ids: [], total };
  const sql = `SELECT t.entry_id AS id FROM audit_log_tags AS t ${join} ${where} ${order} LIMIT ? OFFSET ?`;
  return { ids: ids(db, sql, [...allParams, window.limit, window.offset]), total };
}

/**
 * An entity id or a person, each read through its own index: the person's name or email substring is first matched
 * against everyone who has an entry.
 */
export function pageByRows(db: Database, filter: AuditLogFilter, window: PageWindow): IdPage {
  const { parts, params } = conditionsOf(db, filter, '', { from: filter.from, to: filter.to });
  const where = whereText(parts);
  const order = filter.sortOrder === 'asc' ? 'ORDER BY timestamp ASC, id ASC' : 'ORDER BY timestamp DESC, id DESC';
  const total =
    statement<Param[], CountRow>(db, `SELECT count(*) AS total FROM audit_log ${where}`).get(...params)?.total ?? 0;
  if (window.offset >= total) return { ids: [], total };
  const sql = `SELECT id FROM audit_log ${where} ${order} LIMIT ? OFFSET ?`;
  return { ids: ids(db, sql, [...params, window.limit, window.offset]), total };
}
