import { describe, expect, it } from 'vitest';
import * as z from '../contract/zod';
import { urlList, urlListItems } from './urlList';

describe('urlListItems', () => {
  it('reads a repeated key, one value, and an older comma-separated value alike', () => {
    expect(urlListItems(['a', 'b'])).toEqual(['a', 'b']);
    expect(urlListItems('a')).toEqual(['a']);
    expect(urlListItems('a, b,,a')).toEqual(['a', 'b']);
    expect(urlListItems(undefined)).toEqual([]);
  });
});

describe('urlList', () => {
  const schema = z.object({ tags: urlList(), kinds: urlList(['x', 'y'] as const) });

  it('gives the items of the address, and drops what a hand-edited link got wrong', () => {
    expect(schema.parse({ tags: ['a', 'b'], kinds: ['x', 'zzz'] })).toEqual({ tags: ['a', 'b'], kinds: ['x'] });
    expect(schema.parse({ tags: '', kinds: 'zzz' })).toEqual({ tags: undefined, kinds: undefined });
    expect(schema.parse({ tags: 42 })).toEqual({ tags: undefined, kinds: undefined });
  });
});
