import { describe, expect, it } from 'vitest';
import { addressParam } from './addressParam';

const GATE_PAGE = /^\/gates\/([^/]+)\/?$/;

describe('addressParam', () => {
  it('reads the record named in the address, decoded', () => {
    expect(addressParam(GATE_PAGE, '/gates/checkout%20v2')).toBe('checkout v2');
    expect(addressParam(GATE_PAGE, '/gates/page%2Fview/')).toBe('page/view');
  });

  it('is undefined for another page and for a malformed address', () => {
    expect(addressParam(GATE_PAGE, '/gates/checkout_v2/history')).toBeUndefined();
    expect(addressParam(GATE_PAGE, '/gates/%E0%A4%A')).toBeUndefined();
  });
});
