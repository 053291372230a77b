import { describe, expect, it } from 'vitest';
import { gateTypeText, staleReasonText } from './gateTypeText';

describe('gateTypeText', () => {
  it('reads known types as words and keeps unknown ones', () => {
    expect(gateTypeText('TEMPORARY')).toBe('Temporary');
    expect(gateTypeText('EXPERIMENTAL')).toBe('EXPERIMENTAL');
    expect(gateTypeText(undefined)).toBe('—');
  });
});

describe('staleReasonText', () => {
  it('reads a stale reason as words and nothing for NONE', () => {
    expect(staleReasonText('STALE_PROBABLY_LAUNCHED')).toBe('probably launched');
    expect(staleReasonText('NONE')).toBeUndefined();
  });
});
