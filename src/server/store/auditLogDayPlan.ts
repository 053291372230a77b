import type { AuditLogFilter } from '../../contract/auditLog';
import type { Database } from './db';
import { combinationDayCounts, type DayCount } from './auditLogCombinations';
import { idsFrom, type IdPage, type ResolvedFilter } from './auditLogPlans';
import type { PageWindow } from './page';
import { statement } from './statements';

export const DAY_MS = 86_400_000;

type Param = string | number;

/**
 * Entries per UTC day for the filter, in the page's order: one tag alone from its own counts, any other mix of
 * action types, people and tags (none included) from the combinations' counts. Undefined for an entity id, whose
 * own index is counted instead.
 */
function dayCounts(db: Database, filter: ResolvedFilter): DayCount[] | undefined {
  if (filter.id !== undefined) return undefined;
  const range = [
    filter.from === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(filter.from / DAY_MS),
    filter.to === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(filter.to / DAY_MS),
  ] as const;
  const [tag, ...otherTags] = filter.tags;
  if (tag !== undefined && otherTags.length === 0 && filter.people === undefined && filter.actionTypes.length === 0) {
    return statement<Param[], DayCount>(
      db,
      `SELECT day, count FROM audit_log_tag_days WHERE tag = ? AND day BETWEEN ? AND ?
       ORDER BY day ${filter.sortOrder === 'asc' ? 'ASC' : 'DESC'}`,
    ).all(tag, ...range);
  }
  return combinationDayCounts(db, filter, range, filter.sortOrder);
}

/**
 * A page read through day counts: the total is their sum, and they give the day the page starts in, so the page
 * skips (on the filter's index) only the matching entries of that day before it, however deep the page. Undefined
 * when no day counts fit the filter.
 */
export function pageByDays(db: Database, filter: ResolvedFilter, window: PageWindow): IdPage | undefined {
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
  const time = startingIn(filter, dayStart, dayEnd);
  return { ids: idsFrom(db, filter, time, start.skip, window.limit), total };
}

const startingIn = (filter: AuditLogFilter, dayStart: number, dayEnd: number) =>
  filter.sortOrder === 'asc'
    ? { from: Math.max(dayStart, filter.from ?? dayStart), to: filter.to }
    : { from: filter.from, to: Math.min(dayEnd, filter.to ?? dayEnd) };
