import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../conditionOperators';
import { operatorMatches, type OperatorOutcome } from './operatorMatch';

type Case = [operator: string, value: string | undefined, targets: string[], expected: OperatorOutcome];

const CASES: Case[] = [
  ['any', 'ca', ['CA', 'US'], true],
  ['any', 'FR', ['CA', 'US'], false],
  ['any', '42', ['42'], true],
  ['none', 'Ca', ['CA', 'US'], false],
  ['none', 'FR', ['CA', 'US'], true],
  ['any_case_sensitive', 'CA', ['CA'], true],
  ['any_case_sensitive', 'ca', ['CA'], false],
  ['none_case_sensitive', 'ca', ['CA'], true],
  ['none_case_sensitive', 'CA', ['CA'], false],
  ['str_starts_with_any', 'Demo_42', ['demo_'], true],
  ['str_starts_with_any', 'user_42', ['demo_'], false],
  ['str_ends_with_any', 'Ana@ACME.com', ['@acme.com'], true],
  ['str_ends_with_any', 'ana@acme.com.evil', ['@acme.com'], false],
  ['str_contains_any', 'Chrome Mobile', ['mobile', 'tablet'], true],
  ['str_contains_any', 'Chrome', ['mobile', 'tablet'], false],
  ['str_contains_none', 'Chrome', ['mobile'], true],
  ['str_contains_none', 'Chrome MOBILE', ['mobile'], false],
  ['str_matches', 'user_17', ['^user_\\d+$'], true],
  ['str_matches', 'USER_17', ['^user_\\d+$'], false],
  ['str_matches', 'anything', ['(unclosed'], 'unknown'],
  ['gt', '10', ['9'], true],
  ['gt', '9', ['9'], false],
  ['gte', '9', ['9'], true],
  ['gte', '8.5', ['9'], false],
  ['lt', '-1', ['0'], true],
  ['lt', '0', ['0'], false],
  ['lte', '0', ['0'], true],
  ['lte', '1', ['0'], false],
  ['gt', 'lots', ['9'], false],
  ['lt', 'lots', ['9'], false],
  ['gte', '', ['0'], false],
  ['eq', '5', ['5'], true],
  ['eq', '5.0', ['5'], false],
  ['neq', '5.0', ['5'], true],
  ['neq', '5', ['5'], false],
  ['version_gt', '2.1.1', ['2.1'], true],
  ['version_gt', '2.1.0', ['2.1'], false],
  ['version_gte', '2.1', ['2.1.0'], true],
  ['version_gte', '2.0.9', ['2.1'], false],
  ['version_lt', '1.9.9', ['2'], true],
  ['version_lt', '2.0.0-beta', ['2.0'], false],
  ['version_lte', '2.0', ['2.0.0'], true],
  ['version_lte', '10.0', ['9.9'], false],
  ['version_eq', '2.1', ['2.1.0'], true],
  ['version_eq', '2.1-beta.3', ['2.1'], true],
  ['version_eq', '2.1.1', ['2.1'], false],
  ['version_neq', '2.1.1', ['2.1'], true],
  ['version_neq', '2.1.0', ['2.1'], false],
  ['version_gte', 'latest', ['2.0'], false],
  ['version_neq', 'latest', ['2.0'], false],
  ['version_gte', '2.x', ['2.0'], false],
  ['contains', 'anything', ['a'], 'unknown'],
  ['', 'anything', ['a'], 'unknown'],
];

/** A missing value: only the operators that say "not one of these" match. */
const MISSING_MATCHES = new Set(['none', 'none_case_sensitive', 'str_contains_none']);

describe('operatorMatches', () => {
  it.each(CASES)('%s: %j against %j is %s', (operator, value, targets, expected) => {
    expect(operatorMatches(operator, value, targets)).toBe(expected);
  });

  it('has a case for every operator the API knows, matched and not matched', () => {
    for (const operator of OPERATORS) {
      const outcomes = CASES.filter(([op]) => op === operator).map(([, , , expected]) => expected);
      expect(outcomes, operator).toContain(true);
      expect(outcomes, operator).toContain(false);
    }
  });

  it.each([...OPERATORS])('a missing value with %s matches only for the "none" operators', (operator) => {
    expect(operatorMatches(operator, undefined, ['x', '1'])).toBe(MISSING_MATCHES.has(operator));
  });

  it('says unknown for an unknown operator even when the value is missing', () => {
    expect(operatorMatches('is_cool', undefined, ['x'])).toBe('unknown');
  });

  it('ignores case in a long list of targets as in a short one, and again on a second look', () => {
    const emails = Array.from({ length: 300 }, (_, index) => `User${String(index)}@Acme.com`);
    for (let round = 0; round < 2; round += 1) {
      expect(operatorMatches('any', 'user299@ACME.COM', emails)).toBe(true);
      expect(operatorMatches('none', 'user299@acme.com', emails)).toBe(false);
      expect(operatorMatches('str_ends_with_any', 'x-user7@acme.com', emails)).toBe(true);
      expect(operatorMatches('any', 'user300@acme.com', emails)).toBe(false);
    }
  });

  it('keeps answering the same for a pattern used many times, valid or not', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(operatorMatches('str_matches', 'a1', ['^a\\d$'])).toBe(true);
      expect(operatorMatches('str_matches', 'b1', ['^a\\d$'])).toBe(false);
      expect(operatorMatches('str_matches', 'a1', ['[a-'])).toBe('unknown');
    }
  });
});
