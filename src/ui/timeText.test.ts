import { describe, expect, it } from 'vitest';
import { timeText } from './timeText';

describe('timeText', () => {
  it('reads a time two days back as "2 days ago"', () => {
    const text = timeText(Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect(text?.relative).toBe('2 days ago');
  });

  it('gives the exact time and an ISO stamp for the tooltip and <time>', () => {
    const text = timeText(Date.UTC(2024, 0, 15, 12, 0, 0));
    expect(text?.iso).toBe('2024-01-15T12:00:00.000Z');
    expect(text?.exact).toMatch(/Jan 1[45], 2024/);
  });

  it('has nothing to show for a missing or invalid time', () => {
    expect(timeText(undefined)).toBeUndefined();
    expect(timeText(null)).toBeUndefined();
    expect(timeText(Number.NaN)).toBeUndefined();
    expect(timeText(9e15)).toBeUndefined();
  });
});
