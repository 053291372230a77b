import { describe, expect, it } from 'vitest';
import { typeReasonText } from './factText';

describe('typeReasonText', () => {
  it('reads each typeReason the service sends in words', () => {
    expect(typeReasonText('NONE')).toBe('None');
    expect(typeReasonText('STALE_PROBABLY_LAUNCHED')).toBe('Stale: probably launched');
    expect(typeReasonText('STALE_ALL_FALSE')).toBe('Stale: fails every check');
  });

  it('turns an unknown code into words and a missing one into a dash', () => {
    expect(typeReasonText('STALE_NEW_REASON')).toBe('Stale new reason');
    expect(typeReasonText(undefined)).toBe('—');
  });
});
