import type { AuditLogFilter } from '../../contract/auditLog';
import type { Database } from './db';
import { conditionsOf, type IdPage, ids, type Param, people, whereText } from './auditLogPlans';
import type { PageWindow } from './page';
import { statement } from './statements';

export const DAY_MS = 86_400_000;

interface DayCount {
  day: number;
  count: number;
}

/**
 * Entries per UTC day for the filter, from the day-count table that matches it: action types (or every type), one
 * person's name or email, or one tag, each with dates. Undefined for other combinations, which are counted on rows.
 */
function dayCounts(db: Database, filter: AuditLogFilter): DayCount[] | undefined {
  if (filter.id !== undefined || filter.tags.length > 1) return undefined;
  const order = filter.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const range = [
    filter.from === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(filter.from / DAY_MS),
    filter.to === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(filter.to / DAY_MS),
  ];
  const [tag] = filter.tags;
  if (tag !== undefined) {
    if (filter.updatedBy !== undefined || filter.actionTypes.length > 0) return undefined;
    return statement<Param[], DayCount>(
      db,
      `SELECT day, count FROM audit_log_tag_days WHERE tag = ? AND day BETWEEN ? AND ? ORDER BY day ${order}`,
    ).all(tag, ...range);
  }
  if (filter.updatedBy !== undefined) {
    if (filter.actionTypes.length > 0) return undefined;
    return statement<Param[], DayCount>(
      db,
      `SELECT day, sum(count) AS count FROM audit_log_person_days
       WHERE updated_by_key IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?
       GROUP BY day ORDER BY day ${order}`,
    ).all(JSON.stringify(people(db, filter.updatedBy)), ...range);
  }
  const types = filter.actionTypes.length > 0 ? filter.actionTypes : [''];
  return statement<Param[], DayCount>(
    db,
    `SELECT day, sum(count) AS count FROM audit_log_days
     WHERE action_type IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?
     GROUP BY day ORDER BY day ${order}`,
  ).all(JSON.stringify(types), ...range);
}

/** The ids of a page that starts `skip` entries into the time range, read in order from the filter's own index. */
function idsFrom(
  db: Database,
  filter: AuditLogFilter,
  time: { from?: number; to?: number },
  skip: number,
  limit: number,
) {
  const ascending = filter.sortOrder === 'asc';
  const [tag] = filter.tags;
  if (tag !== undefined) {
    const parts = ['tag = ?'];
    const params: Param[] = [tag];
    if (time.from !== undefined) {
      parts.push('timestamp >= ?');
      params.push(time.from);
    }
    if (time.to !== undefined) {
      parts.push('timestamp <= ?');
      params.push(time.to);
    }
    const order = ascending ? 'ORDER BY timestamp ASC, entry_id ASC' : 'ORDER BY timestamp DESC, entry_id DESC';
    return ids(db, `SELECT entry_id AS id FROM audit_log_tags ${whereText(parts)} ${order} LIMIT ? OFFSET ?`, [
      ...params,
      limit,
      skip,
    ]);
  }
  const { parts, params } = conditionsOf(db, filter, '', time);
  const order = ascending ? 'ORDER BY timestamp ASC, id ASC' : 'ORDER BY timestamp DESC, id DESC';
  return ids(db, `SELECT id FROM audit_log ${whereText(parts)} ${order} LIMIT ? OFFSET ?`, [...params, limit, skip]);
}

/**
 * A page read through day counts: the total is their sum, and they give the day the page starts in, so the page
 * skips (on the filter's index) only the entries of that day before it, however deep the page. Undefined when no
 * day counts fit the filter.
 */
export function pageByDays(db: Database, filter: AuditLogFilter, window: PageWindow): IdPage | undefined {
  const days = dayCounts(db, filter);
  if (days === undefined) return undefined;
  let total = 0;
  let start: { day: number; skip: number } | undefined;
  for (const { day, count } of days) {
    if (start === undefined && window.offset < total + count) start = { day, skip: window.offset - total };
    total += count;
  }
  if (start === undefined) return { ids: [], total };
  const dayStart = start.day * DAY_MS;
  const dayEnd = dayStart + DAY_MS - 1;
  // The page starts in that day: the range begins there, the filter's own bounds still apply.
  const time =
    filter.sortOrder === 'asc'
      ? { from: Math.max(dayStart, filter.from ?? dayStart), to: filter.to }
      : { from: filter.from, to: Math.min(dayEnd, filter.to ?? dayEnd) };
  return { ids: idsFrom(db, filter, time, start.skip, window.limit), total };
}
