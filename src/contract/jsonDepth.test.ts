import { describe, expect, it } from 'vitest';
import { findTooDeepInText } from './jsonDepth';
import { jsonValueIssue } from './jsonInput';

describe('findTooDeepInText', () => {
  it('names the path where the text first nests past the limit', () => {
    expect(findTooDeepInText('{"a":[1,{"b":{"c":[]}}]}', 3)).toEqual({ path: ['a', 1, 'b'] });
    expect(findTooDeepInText('{"a":[1,{"b":{"c":[]}}]}', 5)).toBeUndefined();
  });

  it('does not count brackets, quotes or keys inside strings', () => {
    const text = JSON.stringify({ x: '[[[{{{"\\"]]]', y: ['{"k":[[[['] });
    expect(findTooDeepInText(text, 2)).toBeUndefined();
  });

  it('finds 100,000 levels without using the stack', () => {
    expect(findTooDeepInText('['.repeat(100_000) + ']'.repeat(100_000), 80)?.path).toHaveLength(80);
  });
});

describe('free-form JSON values', () => {
  it('counts depth with a loop', () => {
    let value: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(jsonValueIssue(value)?.message).toBe('This JSON nests more than 64 levels deep; at most 64 are allowed');
  });

  it('refuses values JSON cannot hold and values over the size limit', () => {
    expect(jsonValueIssue({ a: [Number.NaN] })?.message).toBe('Numbers in JSON must be finite (at a.0)');
    expect(jsonValueIssue({ when: new Date(0) })?.message).toMatch(/^Only JSON values are allowed here/);
    expect(jsonValueIssue('x'.repeat(70 * 1024))?.message).toBe('This JSON is 71 KB; at most 64 KB');
    expect(jsonValueIssue({ nested: { list: [1, 'two', null, true] } })).toBeUndefined();
  });
});
