import { describe, expect, it } from 'vitest';
import { jsonDepth } from './jsonDepth';
import { nestedValue } from './nestedValue';

describe('jsonDepth', () => {
  it('counts the levels of objects and arrays', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({})).toBe(0);
    expect(jsonDepth({ a: 1 })).toBe(1);
    expect(jsonDepth([1, [2, { b: [] }]])).toBe(3);
  });
  it('measures a value nested 5,000 levels deep without overflowing the stack', () => {
    expect(jsonDepth(nestedValue(5_000))).toBe(5_000);
  });
});
