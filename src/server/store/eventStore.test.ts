import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../contract/event';
import { openDatabase } from './db';
import { insertEvents, listAllEvents, listEventsByName, readPlan } from './eventStore';
import { recordOf } from './page';

function event(name: string, timestamp: number, user: number): EventRecord {
  return { name, timestamp: String(timestamp), userID: `u${String(user)}`, metadata: {} };
}

/** Newest first, ties in the order they were inserted: what every page must agree with. */
function expectedOrder(events: EventRecord[]): EventRecord[] {
  return events
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Number(b.item.timestamp) - Number(a.item.timestamp) || a.index - b.index)
    .map(({ item }) => item);
}

describe('readPlan', () => {
  it('reads the first half of the list from the newest end', () => {
    expect(readPlan({ offset: 0, limit: 10 }, 1_000_000)).toEqual({ fromOldest: false, offset: 0, limit: 10 });
  });

  it('reads the last page from the oldest end, so it costs no more than the first', () => {
    expect(readPlan({ offset: 999_990, limit: 10 }, 1_000_000)).toEqual({ fromOldest: true, offset: 0, limit: 10 });
  });

  it('reads a short last page only for the rows that exist', () => {
    expect(readPlan({ offset: 20, limit: 10 }, 25)).toEqual({ fromOldest: true, offset: 0, limit: 5 });
  });

  it('leaves a page past the end to the newest end, where it is simply empty', () => {
    expect(readPlan({ offset: 50, limit: 10 }, 25).fromOldest).toBe(false);
  });
});

describe('event pages', () => {
  it('are the same slices of the newest-first order whichever end they are read from', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 20 })), { maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        (specs, limit) => {
          const db = openDatabase(':memory:');
          const events = specs.map(([name, timestamp], user) => event(name, timestamp, user));
          insertEvents(db, events, 7);
          const all = expectedOrder(events);
          const ofA = all.filter((item) => item.name === 'a');
          for (let offset = 0; offset <= all.length + limit; offset += limit) {
            expect(listAllEvents(db, { offset, limit }).items.map(recordOf)).toEqual(all.slice(offset, offset + limit));
            expect(listEventsByName(db, 'a', { offset, limit }).items.map(recordOf)).toEqual(
              ofA.slice(offset, offset + limit),
            );
          }
          db.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});
