import type { AuditEntry, AuditLogFilter, FieldChange } from '../../contract/auditLog';
import type { AuditActionType } from '../../contract/enums';
import type { Database } from './db';
import { countCombinations } from './auditLogCombinations';
import { DAY_MS, pageByDays } from './auditLogDayPlan';
import { pageOfEntity, resolveFilter } from './auditLogPlans';
import { readRecord, type PageOf, type PageWindow } from './page';
import { statement } from './statements';

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
  const day = Math.floor(entry.timestamp / DAY_MS);
  for (const tag of new Set(tags)) {
    statement(db, 'INSERT INTO audit_log_tags (tag, timestamp, entry_id) VALUES (?, ?, ?)').run(
      tag,
      entry.timestamp,
      id,
    );
    statement(
      db,
      `INSERT INTO audit_log_tag_days (tag, day, count) VALUES (?, ?, 1)
       ON CONFLICT (tag, day) DO UPDATE SET count = count + 1`,
    ).run(tag, day);
  }
  statement(db, 'INSERT OR IGNORE INTO audit_log_people (updated_by_key) VALUES (?)').run(key);
  countCombinations(db, { actionType: entry.actionType, key, tags, day });
  return id;
}

interface EntryRow {
  id: number;
  record: string;
}

/**
 * One page of entries, newest first unless `sortOrder` is asc (ties: the later entry first). Which index a page is
 * read from depends on the filters (auditLogDayPlan.ts, auditLogPlans.ts); the records are then read by id, only
 * the page's own.
 */
export function listAuditEntries(db: Database, filter: AuditLogFilter, window: PageWindow): PageOf<AuditEntry> {
  const resolved = resolveFilter(db, filter);
  const page = pageByDays(db, resolved, window) ?? pageOfEntity(db, resolved, window);
  if (page.ids.length === 0) return { items: [], total: page.total };
  const rows = statement<[string], EntryRow>(
    db,
    'SELECT id, record FROM audit_log WHERE id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(page.ids));
  const byId = new Map(rows.map((row) => [row.id, row.record]));
  const items: AuditEntry[] = [];
  const unreadable: string[] = [];
  for (const id of page.ids) {
    const record = readRecord<StoredEntry>(byId.get(id) ?? '');
    if (record === undefined) unreadable.push(String(id));
    else items.push({ id: String(id), ...record });
  }
  return { items, total: page.total, unreadable };
}
