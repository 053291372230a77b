import { describe, expect, it } from 'vitest';
import { countText } from './countText';

describe('countText', () => {
  it("groups whole numbers as en-US's toLocaleString does, at every length and sign", () => {
    const values = [7, 42, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (const value of [0, ...values, ...values.map((v) => -v)]) {
      expect(countText(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves fractions and numbers beyond the safe integers to Intl', () => {
    expect(countText(1234.5)).toBe('1,234.5');
    expect(countText(1e21)).toBe((1e21).toLocaleString('en-US'));
  });
});
