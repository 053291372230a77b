import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../contract/event';
import { eventCountsByName, seedEvents } from './seedEvents';
import { DAY } from './seedTime';

const NOW = Date.UTC(2026, 0, 15, 12);
const events: EventRecord[] = [...seedEvents(NOW, 5_000)()];

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('seeded events', () => {
  it('yields exactly the requested number of events', () => {
    expect(events).toHaveLength(5_000);
    expect([...seedEvents(NOW, 37)()]).toHaveLength(37);
    expect([...seedEvents(NOW, 0)()]).toHaveLength(0);
  });

  it('uses twelve names, among them ones that need encoding in a URL', () => {
    const names = [...countBy(events, (event) => event.name).keys()];
    expect(names).toHaveLength(12);
    expect(names).toEqual(expect.arrayContaining(['checkout completed', 'page/view', '50% promo shown', 'café_visit']));
  });

  it('gives every name at least one event even when there are few', () => {
    expect(eventCountsByName(12).every((count) => count === 1)).toBe(true);
    expect(new Set([...seedEvents(NOW, 20)()].map((event) => event.name)).size).toBe(12);
  });

  it('skews towards one name that has most of the events', () => {
    const counts = [...countBy(events, (event) => event.name).values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(events.length / 2);
  });

  it('spreads timestamps over the 30 days before now, as millisecond text', () => {
    const times = events.map((event) => Number(event.timestamp));
    expect(events.every((event) => /^\d+$/.test(event.timestamp))).toBe(true);
    expect(Math.max(...times)).toBeLessThan(NOW);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 30 * DAY);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(25 * DAY);
  });

  it('varies users, sources, values and metadata, with some empty values and metadata', () => {
    expect(new Set(events.map((event) => event.userID)).size).toBeGreaterThan(100);
    expect(new Set(events.map((event) => event.source))).toEqual(new Set(['web', 'ios', 'android', 'server']));
    expect(events.some((event) => event.value === '')).toBe(true);
    expect(events.some((event) => Object.keys(event.metadata).length === 0)).toBe(true);
    expect(new Set(events.flatMap((event) => Object.keys(event.metadata))).size).toBeGreaterThan(10);
  });
});
