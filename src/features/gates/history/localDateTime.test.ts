import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './localDateTime';

describe('datetime-local values', () => {
  it('read a value without seconds as the start of that minute, in local time', () => {
    expect(fromLocalInputValue('2026-08-01T12:30')).toBe(new Date(2026, 7, 1, 12, 30, 0).getTime());
  });

  it('read seconds and drop fractions', () => {
    expect(fromLocalInputValue('2026-08-01T12:30:15.250')).toBe(new Date(2026, 7, 1, 12, 30, 15).getTime());
  });

  it('round-trip a moment to the second', () => {
    const millis = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(fromLocalInputValue(toLocalInputValue(millis))).toBe(millis);
  });

  it('reject text that is no date', () => {
    expect(fromLocalInputValue('')).toBeUndefined();
    expect(fromLocalInputValue('2026-13-45T99:00')).toBeUndefined();
  });
});
