import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventRecord } from '../../contract/event';
import { eventSources, filterEvents } from './filterEvents';

const event = (userID: string, source: string, metadata: Record<string, unknown>): EventRecord => ({
  timestamp: '1763900000000',
  name: 'page/view',
  userID,
  source,
  value: '',
  metadata,
});

const events = [
  event('u_10001', 'web', { referrer: 'google' }),
  event('u_10002', 'ios', { note: 'crème brûlée' }),
  event('u_20001', 'web', {}),
];
const none = { user: '', source: '', meta: '' };

describe('filterEvents', () => {
  it('keeps every event when no filter is set', () => {
    expect(filterEvents(events, none)).toHaveLength(3);
  });

  it('keeps events whose user id contains the text, ignoring case', () => {
    expect(filterEvents(events, { ...none, user: 'U_1000' }).map((e) => e.userID)).toEqual(['u_10001', 'u_10002']);
  });

  it('keeps only the chosen source', () => {
    expect(filterEvents(events, { ...none, source: 'ios' }).map((e) => e.userID)).toEqual(['u_10002']);
  });

  it('finds metadata text in keys and values, as key=value too', () => {
    expect(filterEvents(events, { ...none, meta: 'referrer=google' }).map((e) => e.userID)).toEqual(['u_10001']);
    expect(filterEvents(events, { ...none, meta: 'BRÛLÉE' }).map((e) => e.userID)).toEqual(['u_10002']);
  });

  it('combines filters', () => {
    expect(filterEvents(events, { user: 'u_', source: 'web', meta: 'google' }).map((e) => e.userID)).toEqual([
      'u_10001',
    ]);
  });
});

describe('eventSources', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each source once, sorted', () => {
    expect(eventSources(events)).toEqual(['ios', 'web']);
  });

  it('sorts regardless of case, a capital first only between names that differ in case alone', () => {
    const sources = ['web', 'Zapier', 'android', 'iOS', 'Web', 'ios'].map((source) => event('u_1', source, {}));
    expect(eventSources(sources)).toEqual(['android', 'iOS', 'ios', 'Web', 'web', 'Zapier']);
  });

  it("makes no collation (the first on a cold page loads ICU's data, in the render that paints the rows)", () => {
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    const collator = vi.spyOn(Intl, 'Collator');
    eventSources(['web', 'ios', 'android', 'server'].map((source) => event('u_1', source, {})));
    expect(compared).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  });
});
