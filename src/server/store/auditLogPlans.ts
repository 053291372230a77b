import type { AuditLogFilter } from '../../contract/auditLog';
import type { Database } from './db';
import type { CountRow, PageWindow } from './page';
import { statement } from './statements';

/** The entry ids of one page, in the page's order, and how many entries the filter matches. */
export interface IdPage {
  ids: number[];
  total: number;
}

type Param = string | number;

/** A filter with its `updatedBy` text matched to the people it names (undefined: anyone). */
export interface ResolvedFilter extends AuditLogFilter {
  people: string[] | undefined;
}

/** Everyone whose name or email contains `needle` (lower-cased): a few rows, however long the log. */
function people(db: Database, needle: string): string[] {
  return statement<[string], { key: string }>(
    db,
    'SELECT updated_by_key AS key FROM audit_log_people WHERE instr(updated_by_key, ?) > 0',
  )
    .all(needle)
    .map((row) => row.key);
}

export function resolveFilter(db: Database, filter: AuditLogFilter): ResolvedFilter {
  return { ...filter, people: filter.updatedBy === undefined ? undefined : people(db, filter.updatedBy) };
}

/** Time bounds of a read; a page that starts inside the range narrows them to its first day. */
interface TimeRange {
  from?: number;
  to?: number;
}

/**
 * SQL conditions for the filters (the text depends only on which are set, so statements are reused). `row` prefixes
 * audit_log columns, `time` and `entry` name the timestamp and entry id columns of the table read, and `tags` are the
 * tags still to check there, each on the (tag, timestamp, entry) key.
 */
function conditionsOf(
  filter: ResolvedFilter,
  time: TimeRange,
  columns: { row: string; time: string; entry: string },
  tags: readonly string[],
) {
  const parts: string[] = [];
  const params: Param[] = [];
  const add = (part: string, ...values: Param[]) => {
    parts.push(part);
    params.push(...values);
  };
  if (time.from !== undefined) add(`${columns.time} >= ?`, time.from);
  if (time.to !== undefined) add(`${columns.time} <= ?`, time.to);
  const { row } = columns;
  if (filter.actionTypes.length > 0)
    add(`${row}action_type IN (SELECT value FROM json_each(?))`, JSON.stringify(filter.actionTypes));
  if (filter.id !== undefined) add(`${row}entity_id = ?`, filter.id);
  if (filter.people !== undefined) {
    if (filter.people.length === 1) add(`${row}updated_by_key = ?`, filter.people[0] ?? '');
    else add(`${row}updated_by_key IN (SELECT value FROM json_each(?))`, JSON.stringify(filter.people));
  }
  if (tags.length > 0)
    add(
      `(SELECT count(*) FROM audit_log_tags AS o WHERE o.tag IN (SELECT value FROM json_each(?))
        AND o.timestamp = ${columns.time} AND o.entry_id = ${columns.entry}) = ?`,
      JSON.stringify(tags),
      tags.length,
    );
  return { where: parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`, params };
}

const orderOf = (filter: AuditLogFilter, time: string, entry: string) =>
  filter.sortOrder === 'asc' ? `ORDER BY ${time} ASC, ${entry} ASC` : `ORDER BY ${time} DESC, ${entry} DESC`;

/**
 * Where a filter's entries are read in the list's order: the first tag's (tag, timestamp, entry) key (the entry's
 * row joined for other filters), one entity's index, one person's index, else the time index. Every one carries
 * the columns its other filters test, and INDEXED BY / CROSS JOIN keep SQLite from picking a plan that sorts.
 */
function sourceOf(filter: ResolvedFilter, time: TimeRange) {
  const [tag, ...others] = filter.tags;
  if (tag !== undefined && filter.id === undefined) {
    const onRow = filter.actionTypes.length > 0 || filter.people !== undefined;
    const join = onRow ? 'CROSS JOIN audit_log AS a ON a.id = t.entry_id' : '';
    const { where, params } = conditionsOf(
      filter,
      time,
      { row: 'a.', time: 't.timestamp', entry: 't.entry_id' },
      others,
    );
    return {
      from: `audit_log_tags AS t ${join} ${where === '' ? 'WHERE' : `${where} AND`} t.tag = ?`,
      params: [...params, tag],
      id: 't.entry_id',
      order: orderOf(filter, 't.timestamp', 't.entry_id'),
    };
  }
  const index =
    filter.id !== undefined
      ? 'audit_log_by_entity_time'
      : filter.people?.length === 1
        ? 'audit_log_by_person_time'
        : 'audit_log_by_time';
  // Qualified: inside the tags check, a bare `timestamp` would name the tag row's own column.
  const columns = { row: '', time: 'audit_log.timestamp', entry: 'audit_log.id' };
  const { where, params } = conditionsOf(filter, time, columns, filter.tags);
  return {
    from: `audit_log INDEXED BY ${index} ${where}`,
    params,
    id: 'id',
    order: orderOf(filter, 'timestamp', 'id'),
  };
}

/** The SQL and parameters of a page that starts `skip` matching entries into `time`, in the filter's source. */
export function pageQuery(filter: ResolvedFilter, time: TimeRange, skip: number, limit: number) {
  const source = sourceOf(filter, time);
  return {
    sql: `SELECT ${source.id} AS id FROM ${source.from} ${source.order} LIMIT ? OFFSET ?`,
    params: [...source.params, limit, skip],
  };
}

/** The SQL and parameters that count an entity's entries (with the other filters) on its own index. */
export function entityCountQuery(filter: ResolvedFilter) {
  const source = sourceOf(filter, filter);
  return { sql: `SELECT count(*) AS total FROM ${source.from}`, params: source.params };
}

/** The ids of the page that starts `skip` matching entries into `time`, read in order from the filter's source. */
export function idsFrom(db: Database, filter: ResolvedFilter, time: TimeRange, skip: number, limit: number): number[] {
  const { sql, params } = pageQuery(filter, time, skip, limit);
  return statement<Param[], { id: number }>(db, sql)
    .all(...params)
    .map((row) => row.id);
}

/**
 * An entity's entries (with any other filters): counted and skipped on the entity's own index, which carries the
 * other filters' columns, so the cost follows that entity's entries, never the log's length.
 */
export function pageOfEntity(db: Database, filter: ResolvedFilter, window: PageWindow): IdPage {
  const { sql, params } = entityCountQuery(filter);
  const total = statement<Param[], CountRow>(db, sql).get(...params)?.total ?? 0;
  if (window.offset >= total) return { ids: [], total };
  return { ids: idsFrom(db, filter, filter, window.offset, window.limit), total };
}
