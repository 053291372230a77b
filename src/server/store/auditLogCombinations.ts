import type { Database } from './db';
import { statement } from './statements';

/** Entries of one UTC day (days since the epoch) that a filter matches. */
export interface DayCount {
  day: number;
  count: number;
}

/** '' and 0 stand for "any" in audit_log_combination_days. */
const ANY_TEXT = '';
const ANY_SET = 0;

/** The id of the tag set `tags` (each once, sorted), made the first time an entry carries it. */
function tagSetId(db: Database, tags: readonly string[]): number {
  const text = JSON.stringify([...new Set(tags)].sort());
  const found = statement<[string], { id: number }>(db, 'SELECT id FROM audit_log_tag_sets WHERE tags = ?').get(text);
  if (found !== undefined) return found.id;
  return Number(statement(db, 'INSERT INTO audit_log_tag_sets (tags) VALUES (?)').run(text).lastInsertRowid);
}

/** Adds an entry to the day counts of its combinations: each of type, person and tag set, given or "any". */
export function countCombinations(
  db: Database,
  entry: { actionType: string; key: string; tags: readonly string[]; day: number },
): void {
  const set = tagSetId(db, entry.tags);
  const params: (string | number)[] = [];
  for (const type of [entry.actionType, ANY_TEXT])
    for (const key of [entry.key, ANY_TEXT])
      for (const tagSet of [set, ANY_SET]) params.push(type, key, tagSet, entry.day);
  statement(
    db,
    `INSERT INTO audit_log_combination_days (action_type, updated_by_key, tag_set, day, count)
     VALUES ${Array.from({ length: 8 }, () => '(?, ?, ?, ?, 1)').join(', ')}
     ON CONFLICT (action_type, updated_by_key, tag_set, day) DO UPDATE SET count = count + 1`,
  ).run(...params);
}

/** The tag sets that hold every one of `tags`: a scan of the distinct sets, a few rows however long the log. */
function tagSetsWith(db: Database, tags: readonly string[]): number[] {
  return statement<[string], { id: number }>(
    db,
    `SELECT id FROM audit_log_tag_sets AS s WHERE NOT EXISTS (
       SELECT 1 FROM json_each(?) AS wanted WHERE wanted.value NOT IN (SELECT value FROM json_each(s.tags)))`,
  )
    .all(JSON.stringify(tags))
    .map((row) => row.id);
}

/**
 * Entries per day, in `order`, of action types (empty: any), people (undefined: anyone) and tags (empty: any), all
 * within the day range. Reads one run of day rows per combination of the values asked for, then adds them up here
 * (so SQLite never sorts).
 */
export function combinationDayCounts(
  db: Database,
  asked: { actionTypes: readonly string[]; people: readonly string[] | undefined; tags: readonly string[] },
  range: readonly [number, number],
  order: 'asc' | 'desc',
): DayCount[] {
  const sets = asked.tags.length > 0 ? tagSetsWith(db, asked.tags) : [ANY_SET];
  const people = asked.people ?? [ANY_TEXT];
  const types = asked.actionTypes.length > 0 ? asked.actionTypes : [ANY_TEXT];
  if (sets.length === 0 || people.length === 0) return [];
  const rows = statement<(string | number)[], DayCount>(
    db,
    `SELECT day, count FROM audit_log_combination_days
     WHERE action_type IN (SELECT value FROM json_each(?)) AND updated_by_key IN (SELECT value FROM json_each(?))
       AND tag_set IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?`,
  ).all(JSON.stringify(types), JSON.stringify(people), JSON.stringify(sets), ...range);
  const byDay = new Map<number, number>();
  for (const { day, count } of rows) byDay.set(day, (byDay.get(day) ?? 0) + count);
  const sign = order === 'asc' ? 1 : -1;
  return [...byDay].map(([day, count]) => ({ day, count })).sort((a, b) => sign * (a.day - b.day));
}
