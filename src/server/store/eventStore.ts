import type { EventNameCount, EventRecord } from '../../contract/event';
import type { Database } from './db';
import { parseRecord, type CountRow, type PageOf, type PageWindow, type RecordRow } from './page';

// Ties on timestamp keep insertion order: that is the order the (…, timestamp DESC) indexes already hold.
const ORDER = 'ORDER BY timestamp DESC, id ASC LIMIT ? OFFSET ?';

/** Events of one name, newest first; an unknown name is an empty list. */
export function listEventsByName(db: Database, name: string, window: PageWindow): PageOf<EventRecord> {
  const rows = db
    .prepare<[string, number, number], RecordRow>(`SELECT record FROM events WHERE name = ? ${ORDER}`)
    .all(name, window.limit, window.offset);
  const count = db.prepare<[string], CountRow>('SELECT count AS total FROM event_names WHERE name = ?').get(name);
  return { items: rows.map((row) => parseRecord<EventRecord>(row.record)), total: count?.total ?? 0 };
}

/** Events of every name, newest first. */
export function listAllEvents(db: Database, window: PageWindow): PageOf<EventRecord> {
  const rows = db
    .prepare<[number, number], RecordRow>(`SELECT record FROM events ${ORDER}`)
    .all(window.limit, window.offset);
  const count = db.prepare<[], CountRow>('SELECT coalesce(sum(count), 0) AS total FROM event_names').get();
  return { items: rows.map((row) => parseRecord<EventRecord>(row.record)), total: count?.total ?? 0 };
}

/** Recorded event names with their counts, count descending then name. */
export function listEventNames(db: Database, window: PageWindow): PageOf<EventNameCount> {
  const items = db
    .prepare<[number, number], EventNameCount>(
      'SELECT name, count FROM event_names ORDER BY count DESC, name LIMIT ? OFFSET ?',
    )
    .all(window.limit, window.offset);
  const count = db.prepare<[], CountRow>('SELECT count(*) AS total FROM event_names').get();
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
