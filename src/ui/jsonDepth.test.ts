import { describe, expect, it } from 'vitest';
import { jsonDepth, jsonInputProblem } from './jsonDepth';
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

describe('jsonInputProblem', () => {
  it('accepts a value nested 64 levels deep', () => {
    expect(jsonInputProblem(nestedValue(64))).toBeUndefined();
  });
  it('refuses a value nested 70 levels deep, saying so', () => {
    expect(jsonInputProblem(nestedValue(70))).toBe('This JSON is nested deeper than 64 levels; flatten it to at most 64');
  });
  it('refuses a 5,000-deep value without overflowing the stack', () => {
    expect(jsonInputProblem(nestedValue(5_000))).toMatch(/deeper than 64 levels/);
  });
  it('refuses a value larger than 64 KB, saying how large it is', () => {
    expect(jsonInputProblem({ text: 'x'.repeat(70 * 1024) })).toBe('This JSON is 71 KB; a value may be at most 64 KB');
  });
});
