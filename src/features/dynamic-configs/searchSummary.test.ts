import { describe, expect, it } from 'vitest';
import { searchSummary } from './searchSummary';

describe('searchSummary', () => {
  it('counts the rules when there is no search, with thousands separated', () => {
    expect(searchSummary({ loaded: 20_000, total: 20_000, matched: null, query: '' })).toBe('20,000 rules');
    expect(searchSummary({ loaded: 1, total: 1, matched: null, query: '' })).toBe('1 rule');
  });

  it('says a config without rules gives everyone the default value', () => {
    expect(searchSummary({ loaded: 0, total: 0, matched: null, query: '' })).toBe(
      'No rules: every unit gets the default value.',
    );
  });

  it('says how many rules match the search, quoting it', () => {
    expect(searchSummary({ loaded: 5000, total: 5000, matched: 250, query: ' "radiusKm": 24 ' })).toBe(
      '250 of 5,000 rules match “"radiusKm": 24”',
    );
  });

  it('says when nothing matches', () => {
    expect(searchSummary({ loaded: 3, total: 3, matched: 0, query: 'sofort' })).toBe('No rule matches “sofort”');
  });

  it('says the search covered only the rules loaded so far', () => {
    expect(searchSummary({ loaded: 50, total: 5000, matched: 2, query: 'store' })).toBe(
      '2 of 50 rules match “store” (searched the first 50 so far)',
    );
  });
});
