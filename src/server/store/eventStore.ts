import type { EventNameCount, EventRecord } from '../../contract/event';
import type { Database } from './db';
import { storedJsonOf, type CountRow, type PageOf, type PageWindow, type RecordRow, type StoredJson } from './page';
import { statement } from './statements';

// Ties on timestamp keep insertion order: that is the order the (…, timestamp DESC) indexes already hold.
const NEWEST_FIRST = 'ORDER BY timestamp DESC, id ASC';
const OLDEST_FIRST = 'ORDER BY timestamp ASC, id DESC';
// Rows skipped below which reading them from the table costs less than the index-only subquery and its sort.
const NEAR_END = 100;

/**
 * Where to read a page from. OFFSET walks the index, so a late page is read from the oldest end instead, in
 * reverse: the first and the last pages then cost the same however many events are stored.
 */
export function readPlan(window: PageWindow, total: number): { fromOldest: boolean; limit: number; offset: number } {
  if (window.offset <= total / 2 || window.offset >= total) return { fromOldest: false, ...window };
  const end = Math.min(window.offset + window.limit, total);
  return { fromOldest: true, limit: end - window.offset, offset: total - end };
}

function readEvents(
  db: Database,
  where: { clause: string; params: string[] },
  window: PageWindow,
  total: number,
): StoredJson<EventRecord>[] {
  const plan = readPlan(window, total);
  const order = plan.fromOldest ? OLDEST_FIRST : NEWEST_FIRST;
  // Far from either end, the inner query skips OFFSET rows on the index alone (it covers timestamp and id) and only
  // the page's own rows are read from the table; near an end there is little to skip, and one plain read is cheaper.
  const sql =
    plan.offset <= NEAR_END
      ? `SELECT record FROM events ${where.clause} ${order} LIMIT ? OFFSET ?`
      : `SELECT record FROM events WHERE id IN (SELECT id FROM events ${where.clause} ${order} LIMIT ? OFFSET ?) ${order}`;
  const rows = statement<(string | number)[], RecordRow>(db, sql).all(...where.params, plan.limit, plan.offset);
  if (plan.fromOldest) rows.reverse();
  // Events come only from the seed; one that cannot be read is left out rather than failing the page.
  return rows.flatMap((row) => storedJsonOf<EventRecord>(row.record) ?? []);
}

/** Events of one name, newest first; an unknown name is an empty list. */
export function listEventsByName(db: Database, name: string, window: PageWindow): PageOf<EventRecord> {
  const count = statement<[string], CountRow>(db, 'SELECT count AS total FROM event_names WHERE name = ?').get(name);
  const total = count?.total ?? 0;
  return { items: readEvents(db, { clause: 'WHERE name = ?', params: [name] }, window, total), total };
}

/** Events of every name, newest first. */
export function listAllEvents(db: Database, window: PageWindow): PageOf<EventRecord> {
  const count = statement<[], CountRow>(db, 'SELECT coalesce(sum(count), 0) AS total FROM event_names').get();
  const total = count?.total ?? 0;
  return { items: readEvents(db, { clause: '', params: [] }, window, total), total };
}

/** Recorded event names with their counts, count descending then name. */
export function listEventNames(db: Database, window: PageWindow): PageOf<EventNameCount> {
  const items = statement<[number, number], EventNameCount>(
    db,
    'SELECT name, count FROM event_names ORDER BY count DESC, name LIMIT ? OFFSET ?',
  ).all(window.limit, window.offset);
  const count = statement<[], CountRow>(db, 'SELECT count(*) AS total FROM event_names').get();
  return { items, total: count?.total ?? 0 };
}

/**
 * Inserts events in batches of one transaction each and adds them to the event name counts. Events whose
 * timestamp is not a whole number of milliseconds are skipped, since they could not be ordered.
 */
export function insertEvents(db: Database, events: Iterable<EventRecord>, batchSize = 5000): void {
  const insert = db.prepare('INSERT INTO events (name, timestamp, record) VALUES (?, ?, ?)');
  const addCount = db.prepare(
    'INSERT INTO event_names (name, count) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET count = count + excluded.count',
  );
  const writeBatch = db.transaction((batch: EventRecord[]) => {
    const counts = new Map<string, number>();
    for (const event of batch) {
      const timestamp = Number(event.timestamp);
      if (!Number.isSafeInteger(timestamp)) continue;
      insert.run(event.name, timestamp, JSON.stringify({ ...event, timestamp: String(timestamp) }));
      counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
    }
    for (const [name, count] of counts) addCount.run(name, count);
  });
  let batch: EventRecord[] = [];
  for (const event of events) {
    batch.push(event);
    if (batch.length >= batchSize) {
      writeBatch(batch);
      batch = [];
    }
  }
  writeBatch(batch);
}
