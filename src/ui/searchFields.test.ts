import { describe, expect, it } from 'vitest';
import {
  nonEmptyText,
  oneOf,
  orElse,
  searchReader,
  text,
  urlList,
  urlListItems,
  urlText,
  wholeNumber,
} from './searchFields';

describe('urlListItems', () => {
  it('reads a repeated key, one value, and an older comma-separated value alike', () => {
    expect(urlListItems(['a', 'b'])).toEqual(['a', 'b']);
    expect(urlListItems('a')).toEqual(['a']);
    expect(urlListItems('a, b,,a')).toEqual(['a', 'b']);
    expect(urlListItems(undefined)).toEqual([]);
  });

  it('splits "a, b" typed or pasted at once into two items, trimmed, without blanks or repeats', () => {
    expect(urlListItems(['checkout', ' a, b ,, a,checkout '])).toEqual(['checkout', 'a', 'b']);
    expect(urlListItems(['a,', ' , '])).toEqual(['a']);
    expect(urlListItems([42, 'x'])).toEqual(['x']);
  });
});

describe('urlText', () => {
  it('gives the text as typed, and nothing for an absent value, a list or a number', () => {
    expect(urlText(' 24 ')).toBe(' 24 ');
    expect(urlText(undefined)).toBe('');
    expect(urlText(['a', 'b'])).toBe('');
    expect(urlText(24)).toBe('');
  });
});

describe('urlList', () => {
  const schema = searchReader<{ tags?: string[] | undefined; kinds?: ('x' | 'y')[] | undefined }>({
    tags: urlList(),
    kinds: urlList(['x', 'y'] as const),
  });

  it('gives the items of the address, and drops what a hand-edited link got wrong', () => {
    expect(schema.parse({ tags: ['a', 'b'], kinds: ['x', 'zzz'] })).toEqual({ tags: ['a', 'b'], kinds: ['x'] });
    expect(schema.parse({ tags: '', kinds: 'zzz' })).toEqual({ tags: undefined, kinds: undefined });
    expect(schema.parse({ tags: 42 })).toEqual({ tags: undefined, kinds: undefined });
  });
});

describe('searchReader', () => {
  const schema = searchReader<{ q?: string | undefined; page?: number | undefined; mode?: 'a' | 'b' | undefined }>({
    q: text,
    page: orElse(wholeNumber(1, 100), 1),
    mode: oneOf(['a', 'b'] as const),
  });

  it('keeps only the keys it knows, and leaves out what is absent or unusable', () => {
    const read = schema.parse({ q: '24', page: '3', mode: 'c', other: 'x' });
    expect(read).toEqual({ q: '24', page: 3 });
    expect(Object.keys(read)).toEqual(['q', 'page']);
  });

  it('falls back to the default for a present but unusable number, and leaves an absent one out', () => {
    expect(schema.parse({ page: '0' })).toEqual({ page: 1 });
    expect(schema.parse({ page: '2.5' })).toEqual({ page: 1 });
    expect(schema.parse({ page: '101' })).toEqual({ page: 1 });
    expect(schema.parse({ page: ['2', '3'] })).toEqual({ page: 1 });
    expect(schema.parse({ page: 7 })).toEqual({ page: 7 });
    expect(schema.parse({})).toEqual({});
  });

  it('reads a list given for a text as nothing', () => {
    expect(schema.parse({ q: ['a', 'b'] })).toEqual({});
    expect(nonEmptyText('')).toBeUndefined();
  });
});
