import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_WINDOWS, EXPLORATION_WINDOWS } from '../../contract/recordEnums';
import {
  attributionWindowOptions,
  canonicalWindow,
  EXPLORATION_WINDOW_OPTIONS,
  windowHours,
  windowText,
  windowWords,
} from './settingOptions';

describe('window options', () => {
  it('offer each allowed exploration duration once, spelled in hours', () => {
    expect(EXPLORATION_WINDOW_OPTIONS).toEqual([
      { value: '1hr', label: '1 hour (1hr)' },
      { value: '24hr', label: '24 hours (24hr)' },
      { value: '48hr', label: '2 days (48hr)' },
      { value: '168hr', label: '7 days (168hr)' },
      { value: '336hr', label: '14 days (336hr)' },
    ]);
    for (const option of EXPLORATION_WINDOW_OPTIONS) expect(EXPLORATION_WINDOWS).toContain(option.value);
  });

  it('offer attribution windows in hours without a unit, and as bare numbers of the chosen unit', () => {
    expect(attributionWindowOptions(null).map((option) => option.value)).toEqual(['1hr', '2hr', '4hr', '24hr']);
    expect(attributionWindowOptions('min')).toEqual([
      { value: '1', label: '1 minute (1)' },
      { value: '2', label: '2 minutes (2)' },
      { value: '4', label: '4 minutes (4)' },
      { value: '24', label: '24 minutes (24)' },
    ]);
    expect(attributionWindowOptions('day').map((option) => option.label)).toEqual([
      '1 day (1)',
      '2 days (2)',
      '4 days (4)',
      '24 days (24)',
    ]);
    for (const unit of [null, 'min', 'hour', 'day']) {
      for (const option of attributionWindowOptions(unit)) expect(ATTRIBUTION_WINDOWS).toContain(option.value);
    }
  });

  it('spell any stored window the one way the wizard sends it for the unit', () => {
    expect(['24hr', '24hrs', '24'].map((value) => canonicalWindow(value))).toEqual(['24hr', '24hr', '24hr']);
    expect(['24hr', '24hrs', '24'].map((value) => canonicalWindow(value, 'min'))).toEqual(['24', '24', '24']);
    expect(canonicalWindow('2 weeks')).toBe('2 weeks');
  });

  it('read 24hr, 24hrs and 24 as the same 24 hours', () => {
    expect(['24hr', '24hrs', '24'].map(windowHours)).toEqual([24, 24, 24]);
  });

  it('say whole weeks in days and keep the raw value', () => {
    expect(windowText('168hr')).toBe('7 days (168hr)');
    expect(windowText('1')).toBe('1 hour (1)');
    expect(windowText('4hrs')).toBe('4 hours (4hrs)');
  });

  it('count a stored window in its unit, whatever its spelling', () => {
    expect(windowText('24', 'min')).toBe('24 minutes (24)');
    expect(windowText('1hrs', 'day')).toBe('1 day (1hrs)');
    expect(windowWords('4', 'hour')).toBe('4 hours');
    expect(windowWords('4', null)).toBe('4 hours');
  });

  it('show an unknown value as it is', () => {
    expect(windowText('2 weeks')).toBe('2 weeks');
    expect(windowText('2 weeks', 'min')).toBe('2 weeks');
  });
});
