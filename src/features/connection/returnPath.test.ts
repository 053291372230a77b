import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('goes back to the page the user came from, with its search', () => {
    expect(returnPath('/layers')).toBe('/layers');
    expect(returnPath('/gates/checkout_apple_pay/history?version=3&against=2')).toBe(
      '/gates/checkout_apple_pay/history?version=3&against=2',
    );
    expect(returnPath('/events/caf%C3%A9_visit')).toBe('/events/caf%C3%A9_visit');
  });

  it('goes to Gates without a page to return to, or from the Connection page itself', () => {
    expect(returnPath(undefined)).toBe('/gates');
    expect(returnPath('')).toBe('/gates');
    expect(returnPath('/')).toBe('/gates');
    expect(returnPath('/connection')).toBe('/gates');
    expect(returnPath('/connection?redirect=/layers')).toBe('/gates');
  });

  it('never leaves the console for another site', () => {
    expect(returnPath('https://attacker.example/')).toBe('/gates');
    expect(returnPath('//attacker.example/gates')).toBe('/gates');
    expect(returnPath('/\\attacker.example')).toBe('/gates');
    expect(returnPath('javascript:alert(1)')).toBe('/gates');
    expect(returnPath('layers')).toBe('/gates');
  });
});
