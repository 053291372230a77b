import { describe, expect, it } from 'vitest';
import { formatPercent, summarizeRule } from './summarizeRule';

describe('summarizeRule', () => {
  it('reads a rule without conditions as everyone', () => {
    expect(summarizeRule({ conditions: [], passPercentage: 100 })).toBe('Everyone — 100% pass');
  });
  it('joins attribute conditions with a single "whose"', () => {
    expect(
      summarizeRule({
        conditions: [
          { type: 'country', operator: 'any', targetValue: ['US', 'CA'] },
          { type: 'app_version', operator: 'version_gte', targetValue: '2.4.0' },
        ],
        passPercentage: 25,
      }),
    ).toBe('Users whose country is any of US, CA and app version is at least 2.4.0 — 25% pass');
  });
  it('switches between "who" and "whose" for segments and attributes', () => {
    expect(
      summarizeRule({
        conditions: [
          { type: 'fails_segment', targetValue: 'fraud_watchlist' },
          { type: 'custom_field', field: 'cartValue', operator: 'gte', targetValue: 100 },
        ],
        passPercentage: 100,
      }),
    ).toBe('Users who fail segment fraud_watchlist and whose custom field cartValue is at least 100 — 100% pass');
  });
  it('names the environments a rule is limited to', () => {
    expect(summarizeRule({ conditions: [], passPercentage: 10, environments: ['production', 'staging'] })).toBe(
      'Everyone — 10% pass (production, staging only)',
    );
  });
  it('treats empty or null environments as all', () => {
    expect(summarizeRule({ conditions: [], passPercentage: 0, environments: [] })).toBe('Everyone — 0% pass');
    expect(summarizeRule({ conditions: [], passPercentage: 0, environments: null })).toBe('Everyone — 0% pass');
  });
  it('cuts long value lists short to keep the summary on one line', () => {
    const countries = ['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'SE'];
    expect(
      summarizeRule({ conditions: [{ type: 'country', operator: 'any', targetValue: countries }], passPercentage: 5 }),
    ).toBe('Users whose country is any of DE, FR, NL, ES, IT and 2 more — 5% pass');
  });
});

describe('formatPercent', () => {
  it('keeps up to two decimals and drops trailing zeros', () => {
    expect(formatPercent(33.33)).toBe('33.33%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});
