import { describe, expect, it } from 'vitest';
import { applySearchFallback, matchesSearch } from './searchFallback';

const gates = [
  { id: 'checkout_apple_pay', name: 'Checkout - Apple Pay' },
  { id: 'search_ranking_v3', name: 'Search ranking v3' },
];

describe('matchesSearch', () => {
  it('matches the id or the name, ignoring case', () => {
    expect(matchesSearch(gates[0] ?? { id: '' }, 'APPLE PAY')).toBe(true);
    expect(matchesSearch(gates[0] ?? { id: '' }, 'apple_pay')).toBe(true);
    expect(matchesSearch(gates[0] ?? { id: '' }, 'ranking')).toBe(false);
  });
  it('matches everything for blank text', () => {
    expect(matchesSearch({ id: 'x' }, '  ')).toBe(true);
  });
});

describe('applySearchFallback', () => {
  it('keeps a server-searched page as it is', () => {
    expect(applySearchFallback(gates.slice(0, 1), 'checkout')).toEqual({
      rows: gates.slice(0, 1),
      serverIgnoredSearch: false,
    });
  });
  it('filters a page the server did not search, and says so', () => {
    expect(applySearchFallback(gates, 'ranking')).toEqual({ rows: [gates[1]], serverIgnoredSearch: true });
  });
});
