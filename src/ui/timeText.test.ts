import { describe, expect, it } from 'vitest';
import { timeText } from './timeText';

describe('timeText', () => {
  it('reads a time two days back as "2 days ago"', () => {
    const text = timeText(Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect(text?.relative).toBe('2 days ago');
  });

  it('reads past and future distances in the unit a person would use', () => {
    const now = Date.UTC(2024, 5, 1, 12, 0, 0);
    const relative = (offsetMs: number) => timeText(now + offsetMs, now)?.relative;
    expect(relative(-20_000)).toBe('20 seconds ago');
    expect(relative(-200)).toBe('1 second ago');
    expect(relative(-5 * 60_000)).toBe('5 minutes ago');
    expect(relative(-50 * 60_000)).toBe('1 hour ago');
    expect(relative(3 * 3_600_000)).toBe('in 3 hours');
    expect(relative(-36 * 3_600_000)).toBe('2 days ago');
    expect(relative(-95 * 86_400_000)).toBe('3 months ago');
    expect(relative(-800 * 86_400_000)).toBe('2 years ago');
    expect(relative(10 * 86_400_000)).toBe('in 10 days');
  });

  it("words every unit and count as the browser's en-US relative format does", () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
    const now = Date.UTC(2024, 5, 1, 12, 0, 0);
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['second', 1000],
      ['minute', 60_000],
      ['hour', 3_600_000],
      ['day', 86_400_000],
    ];
    for (const [unit, size] of units) {
      for (const count of [1, 2, 11]) {
        for (const sign of [-1, 1]) {
          expect(timeText(now + sign * count * size, now)?.relative).toBe(intl.format(sign * count, unit));
        }
      }
    }
    expect(timeText(now - 400 * 86_400_000, now)?.relative).toBe(intl.format(-1, 'year'));
    expect(timeText(now + 61 * 86_400_000, now)?.relative).toBe(intl.format(2, 'month'));
  });

  it('gives the exact time and an ISO stamp for the tooltip and <time>', () => {
    const text = timeText(Date.UTC(2024, 0, 15, 12, 0, 0));
    expect(text?.iso).toBe('2024-01-15T12:00:00.000Z');
    expect(text?.exact).toMatch(/^Jan 1[45], 2024, \d{1,2}:\d{2}:00 [AP]M$/);
  });

  it('has nothing to show for a missing or invalid time', () => {
    expect(timeText(undefined)).toBeUndefined();
    expect(timeText(null)).toBeUndefined();
    expect(timeText(Number.NaN)).toBeUndefined();
    expect(timeText(9e15)).toBeUndefined();
  });
});
