import type { AuditActionType, AuditEntry, AuditLogFilter, FieldChange } from '../../contract/auditLog';
import type { Database } from './db';
import { readRecord, type CountRow, type PageOf, type PageWindow } from './page';
import { statement } from './statements';

const DAY_MS = 86_400_000;

/** An entry as written: the entry's own id and its date and time text are made by the store. */
export interface AuditEntryInput {
  /** The id of the entity changed. */
  name: string;
  changeLog: string;
  actionType: AuditActionType;
  timestamp: number;
  updatedBy: string;
  updatedByUserID: string | null;
  /** Kept for the updatedBy filter only; an entry does not show it. */
  updatedByEmail: string | null;
  changes: Record<string, FieldChange>;
  /** The entity's tags, for the tags filter. */
  tags: readonly string[];
}

/** An entry as stored: the record without its id (the row's key). */
type StoredEntry = Omit<AuditEntryInput, 'updatedByEmail' | 'tags'> & { date: string; time: string };

/** Adds one entry; call inside the transaction of the change it records. Returns the entry's id. */
export function writeAuditEntry(db: Database, entry: AuditEntryInput): number {
  const { updatedByEmail, tags, ...shown } = entry;
  const iso = new Date(entry.timestamp).toISOString();
  const record: StoredEntry = { ...shown, date: iso.slice(0, 10), time: iso.slice(11, 19) };
  const key = `${entry.updatedBy}\n${updatedByEmail ?? ''}`.toLowerCase();
  const id = Number(
    statement(
      db,
      'INSERT INTO audit_log (timestamp, action_type, entity_id, updated_by_key, record) VALUES (?, ?, ?, ?, ?)',
    ).run(entry.timestamp, entry.actionType, entry.name, key, JSON.stringify(record)).lastInsertRowid,
  );
  for (const tag of new Set(tags)) {
    statement(db, 'INSERT OR IGNORE INTO audit_log_tags (tag, entry_id) VALUES (?, ?)').run(tag, id);
  }
  statement(
    db,
    `INSERT INTO audit_log_days (day, action_type, count) VALUES (?, ?, 1)
     ON CONFLICT (day, action_type) DO UPDATE SET count = count + 1`,
  ).run(Math.floor(entry.timestamp / DAY_MS), entry.actionType);
  return id;
}

interface Where {
  clause: string;
  params: (string | number)[];
}

/** The filter as SQL on audit_log; the text depends only on which filters are set, so statements stay few. */
function whereOf(filter: AuditLogFilter, bounds: { from?: number; to?: number }): Where {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const add = (part: string, ...values: (string | number)[]) => {
    parts.push(part);
    params.push(...values);
  };
  if (bounds.from !== undefined) add('timestamp >= ?', bounds.from);
  if (bounds.to !== undefined) add('timestamp <= ?', bounds.to);
  if (filter.actionTypes.length > 0)
    add('action_type IN (SELECT value FROM json_each(?))', JSON.stringify(filter.actionTypes));
  if (filter.id !== undefined) add('entity_id = ?', filter.id);
  if (filter.updatedBy !== undefined) add('instr(updated_by_key, ?) > 0', filter.updatedBy);
  if (filter.tags.length > 0) {
    add(
      `id IN (SELECT entry_id FROM audit_log_tags WHERE tag IN (SELECT value FROM json_each(?))
              GROUP BY entry_id HAVING count(*) = ?)`,
      JSON.stringify(filter.tags),
      filter.tags.length,
    );
  }
  return { clause: parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`, params };
}

interface DayCount {
  day: number;
  count: number;
}

/**
 * Where a page of a date and action type filter starts, from the day counts alone: the total, and the page's
 * first day with the rows to skip inside it. So a deep page skips at most one day of entries.
 */
function seekByDays(db: Database, filter: AuditLogFilter, offset: number) {
  const ascending = filter.sortOrder === 'asc';
  const types = filter.actionTypes.length > 0 ? 'AND action_type IN (SELECT value FROM json_each(?))' : '';
  const days = statement<(string | number)[], DayCount>(
    db,
    `SELECT day, sum(count) AS count FROM audit_log_days WHERE day BETWEEN ? AND ? ${types}
     GROUP BY day ORDER BY day ${ascending ? 'ASC' : 'DESC'}`,
  ).all(
    filter.from === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(filter.from / DAY_MS),
    filter.to === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(filter.to / DAY_MS),
    ...(types === '' ? [] : [JSON.stringify(filter.actionTypes)]),
  );
  let total = 0;
  let start: { day: number; skip: number } | undefined;
  for (const { day, count } of days) {
    if (start === undefined && offset < total + count) start = { day, skip: offset - total };
    total += count;
  }
  return { total, start };
}

const ORDER = { desc: 'ORDER BY timestamp DESC, id DESC', asc: 'ORDER BY timestamp ASC, id ASC' } as const;

interface EntryRow {
  id: number;
  record: string;
}

/**
 * One page of entries, newest first unless `sortOrder` is asc (ties: the later entry first). Date and action type
 * filters are counted and sought through the day counts; an entity id or tags are read through their own index;
 * an updatedBy filter reads the time index over the date range.
 */
export function listAuditEntries(db: Database, filter: AuditLogFilter, window: PageWindow): PageOf<AuditEntry> {
  let total: number;
  let skip = window.offset;
  let bounds: { from?: number; to?: number } = { from: filter.from, to: filter.to };
  if (filter.id === undefined && filter.tags.length === 0 && filter.updatedBy === undefined) {
    const seek = seekByDays(db, filter, window.offset);
    total = seek.total;
    if (seek.start === undefined) return { items: [], total };
    skip = seek.start.skip;
    const dayStart = seek.start.day * DAY_MS;
    // The page starts in that day: bound the range there, the filter's own bounds still apply.
    bounds =
      filter.sortOrder === 'asc'
        ? { from: Math.max(dayStart, filter.from ?? dayStart), to: filter.to }
        : { from: filter.from, to: Math.min(dayStart + DAY_MS - 1, filter.to ?? dayStart + DAY_MS) };
  } else {
    const where = whereOf(filter, bounds);
    total =
      statement<(string | number)[], CountRow>(db, `SELECT count(*) AS total FROM audit_log ${where.clause}`).get(
        ...where.params,
      )?.total ?? 0;
    if (window.offset >= total) return { items: [], total };
  }
  const where = whereOf(filter, bounds);
  const order = ORDER[filter.sortOrder];
  // The inner query skips rows on an index alone; only the page's own records are read from the table.
  const rows = statement<(string | number)[], EntryRow>(
    db,
    `SELECT id, record FROM audit_log WHERE id IN (SELECT id FROM audit_log ${where.clause} ${order} LIMIT ? OFFSET ?)
     ${order}`,
  ).all(...where.params, window.limit, skip);
  const items: AuditEntry[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const record = readRecord<StoredEntry>(row.record);
    if (record === undefined) unreadable.push(String(row.id));
    else items.push({ id: String(row.id), ...record });
  }
  return { items, total, unreadable };
}
