import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_WINDOWS, EXPLORATION_WINDOWS } from '../../contract/enums';
import { ATTRIBUTION_WINDOW_OPTIONS, EXPLORATION_WINDOW_OPTIONS, windowHours, windowText } from './settingOptions';

describe('window options', () => {
  it('offer exactly the values of the API, in its order', () => {
    expect(EXPLORATION_WINDOW_OPTIONS.map((option) => option.value)).toEqual([...EXPLORATION_WINDOWS]);
    expect(ATTRIBUTION_WINDOW_OPTIONS.map((option) => option.value)).toEqual([...ATTRIBUTION_WINDOWS]);
  });

  it('read 24hr, 24hrs and 24 as the same 24 hours', () => {
    expect(['24hr', '24hrs', '24'].map(windowHours)).toEqual([24, 24, 24]);
  });

  it('say whole weeks in days and keep the raw value', () => {
    expect(windowText('168hr')).toBe('7 days (168hr)');
    expect(windowText('1')).toBe('1 hour (1)');
    expect(windowText('4hrs')).toBe('4 hours (4hrs)');
  });

  it('show an unknown value as it is', () => {
    expect(windowText('2 weeks')).toBe('2 weeks');
  });
});
