import { describe, expect, it } from 'vitest';
import { boundedJson, deeperThanText } from './boundedJson';
import { nestedValue } from './nestedValue';

const samples: unknown[] = [
  null,
  'Place "order"',
  0,
  -1.5,
  true,
  [],
  {},
  [1, 'two', null, { three: [3] }],
  { b: 1, a: { c: [true, false], d: {} }, e: [], f: 'x' },
  { skipped: undefined, kept: 1, fn: () => 1 },
  [undefined, Number.NaN, Number.POSITIVE_INFINITY],
  { at: new Date(0) },
];

describe('boundedJson', () => {
  it('writes every ordinary value exactly as JSON.stringify does, with and without indentation', () => {
    for (const sample of samples) {
      expect(boundedJson(sample)).toBe(JSON.stringify(sample));
      expect(boundedJson(sample, { indent: 2 })).toBe(JSON.stringify(sample, null, 2));
    }
  });
  it('writes a value nested 5,000 levels deep, cut with the marker below the depth limit', () => {
    const deep = nestedValue(5_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = boundedJson(deep, { maxDepth: 3 });
    expect(text).toBe(`{"level":{"level":{"level":${JSON.stringify(deeperThanText(3))}}}}`);
    expect(boundedJson(deep, { indent: 2 })).toContain(deeperThanText(100));
  });
  it('writes a 2 MB value whole', () => {
    const wide = Array.from({ length: 20_000 }, (_, index) => ({ index, text: 'x'.repeat(90) }));
    expect(boundedJson(wide)).toBe(JSON.stringify(wide));
  });
  it('sorts keys when asked, so key order does not matter', () => {
    expect(boundedJson({ b: 1, a: { d: 2, c: 3 } }, { sortKeys: true })).toBe('{"a":{"c":3,"d":2},"b":1}');
  });
  it('answers undefined as text', () => {
    expect(boundedJson(undefined)).toBe('undefined');
  });
});
