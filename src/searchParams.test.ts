import { describe, expect, it } from 'vitest';
import { GatesSearchSchema } from './features/gates/list/gatesSearch';
import { parseSearch, stringifySearch } from './searchParams';

describe('parseSearch', () => {
  it('keeps values that look like numbers, booleans, null or JSON as the text typed', () => {
    expect(parseSearch('?q=24&a=true&b=null&c=%2224%22&d=%7B%7D')).toEqual({
      q: '24',
      a: 'true',
      b: 'null',
      c: '"24"',
      d: '{}',
    });
  });

  it('decodes escapes and plus signs', () => {
    expect(parseSearch('q=new+checkout%20flow&empty=')).toEqual({ q: 'new checkout flow', empty: '' });
  });

  it('reads a repeated key as a list in its order, and a key given once as one text', () => {
    expect(parseSearch('?tags=web&tags=beta+1&tags=web&status=Launched')).toEqual({
      tags: ['web', 'beta 1', 'web'],
      status: 'Launched',
    });
  });

  it('treats __proto__ as an ordinary key', () => {
    const search = parseSearch('?__proto__=x');
    expect(search.__proto__).toBe('x');
    expect(Object.getPrototypeOf(search)).toBeNull();
  });

  it('gives a route schema the text, so ?q=24 stays a search and page is still a number', () => {
    expect(GatesSearchSchema.parse(parseSearch('?q=24&page=2&limit=50'))).toEqual({ q: '24', page: 2, limit: 50 });
  });
});

describe('stringifySearch', () => {
  it('writes text without quotes and numbers as digits', () => {
    expect(stringifySearch({ q: '24', page: 2, open: true })).toBe('?q=24&page=2&open=true');
    expect(stringifySearch({ q: 'null' })).toBe('?q=null');
  });

  it('leaves out undefined and null values, and an empty search is no question mark', () => {
    expect(stringifySearch({ q: undefined, page: null })).toBe('');
    expect(stringifySearch({})).toBe('');
  });

  it('escapes what a URL needs escaped', () => {
    expect(stringifySearch({ q: 'a&b=c #1' })).toBe('?q=a%26b%3Dc+%231');
  });

  it('writes a list as its key repeated, and an empty list not at all', () => {
    expect(stringifySearch({ tags: ['web', 'a&b'], page: 2 })).toBe('?tags=web&tags=a%26b&page=2');
    expect(stringifySearch({ tags: [] })).toBe('');
  });

  it('round-trips lists through the address, so a route reads back the tags it wrote', () => {
    const search = parseSearch(stringifySearch({ tags: ['checkout', 'payments'], status: 'In Progress' }));
    expect(search).toEqual({ tags: ['checkout', 'payments'], status: 'In Progress' });
    expect(GatesSearchSchema.parse(search)).toEqual({ tags: ['checkout', 'payments'], status: 'In Progress' });
  });

  it('round-trips any text through the address unchanged', () => {
    for (const q of ['24', 'true', 'null', '"quoted"', '{"a":1}', ' spaced ', 'é/ü?']) {
      expect(parseSearch(stringifySearch({ q }))).toEqual({ q });
    }
  });
});
