import { describe, expect, it } from 'vitest';
import { metricFlags, metricOwnerText, metricTypeLabel } from './metricLabels';

describe('metricTypeLabel', () => {
  it('names known types and shows an unknown one as sent', () => {
    expect(metricTypeLabel('event_dau')).toBe('Daily active users');
    expect(metricTypeLabel('ratio')).toBe('ratio');
  });
});

describe('metricOwnerText', () => {
  it('prefers the owner over the creator', () => {
    expect(metricOwnerText({ owner: { name: 'Marketing' }, creatorName: 'Kenji' })).toBe('Marketing');
    expect(metricOwnerText({ creatorName: 'Kenji' })).toBe('Kenji');
    expect(metricOwnerText({})).toBeUndefined();
  });
});

describe('metricFlags', () => {
  it('lists only the flags that are set', () => {
    expect(metricFlags({ isPermanent: true, isReadOnly: false, isVerified: true })).toEqual(['Permanent', 'Verified']);
    expect(metricFlags({})).toEqual([]);
  });
});
