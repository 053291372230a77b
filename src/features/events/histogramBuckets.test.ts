import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../contract/event';
import { MAX_BUCKETS, bucketWidth, bucketWidthText, eventHistogram } from './histogramBuckets';

const at = (millis: number): EventRecord => ({ timestamp: String(millis), name: 'app_open', metadata: {} });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('bucketWidth', () => {
  it('uses minutes for events within the hour and days for a month', () => {
    expect(bucketWidth(30 * MINUTE)).toBe(MINUTE);
    expect(bucketWidth(30 * DAY)).toBe(DAY);
  });

  it('never makes more than the maximum number of bars', () => {
    for (const span of [59 * MINUTE, 10 * HOUR, 3 * DAY, 200 * DAY]) {
      expect(span / bucketWidth(span)).toBeLessThan(MAX_BUCKETS);
    }
  });
});

describe('eventHistogram', () => {
  it('counts events per bucket, oldest first, keeping empty buckets', () => {
    const start = 1000 * HOUR;
    const events = [at(start + 10 * MINUTE), at(start), at(start + 30 * MINUTE + 1), at(start + 10 * MINUTE + 5)];
    const { buckets, width } = eventHistogram(events);
    expect(width).toBe(MINUTE);
    expect(buckets).toHaveLength(31);
    expect(buckets[0]?.count).toBe(1);
    expect(buckets[10]?.count).toBe(2);
    expect(buckets[30]?.count).toBe(1);
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(4);
  });

  it('leaves out and counts events whose time cannot be read', () => {
    const result = eventHistogram([at(5 * HOUR), { timestamp: 'soon', name: 'x', metadata: {} }]);
    expect(result.unreadable).toBe(1);
    expect(result.buckets).toHaveLength(1);
  });

  it('labels bars in local time: the day and minute for narrow bars, the day alone from a day wide', () => {
    const morning = new Date(2026, 10, 23, 9, 15).getTime();
    expect(eventHistogram([at(morning), at(morning + 20 * MINUTE)]).buckets[0]?.label).toBe('Nov 23 09:15');
    const days = eventHistogram([at(new Date(2026, 0, 5, 12).getTime()), at(new Date(2026, 1, 20, 12).getTime())]);
    expect(days.width).toBe(DAY);
    expect(days.buckets.at(-1)?.label).toBe('Feb 20');
  });

  it('has no buckets without events', () => {
    expect(eventHistogram([]).buckets).toEqual([]);
  });
});

describe('bucketWidthText', () => {
  it('names the width in words', () => {
    expect(bucketWidthText(15 * MINUTE)).toBe('15 minutes');
    expect(bucketWidthText(HOUR)).toBe('1 hour');
    expect(bucketWidthText(DAY)).toBe('1 day');
  });
});
