import { describe, expect, it } from 'vitest';
import type { Condition } from '../../contract/rule';
import { describeCondition } from './describeCondition';

describe('describeCondition', () => {
  it('reads a list condition with every value', () => {
    expect(describeCondition({ type: 'country', operator: 'any', targetValue: ['US', 'CA'] })).toBe(
      'country is any of US, CA',
    );
  });
  it('reads a list operator whose upstream sent one string instead of a list', () => {
    expect(describeCondition({ type: 'country', operator: 'any', targetValue: 'US' })).toBe('country is any of US');
  });
  it('reads an exclusion list', () => {
    expect(describeCondition({ type: 'browser_name', operator: 'none', targetValue: ['IE'] })).toBe(
      'browser is none of IE',
    );
  });
  it('marks case-sensitive matching', () => {
    expect(
      describeCondition({ type: 'user_id', operator: 'any_case_sensitive', targetValue: ['u_TomTest1', 'u_TomTest2'] }),
    ).toBe('user id is any of u_TomTest1, u_TomTest2 (case-sensitive)');
  });
  it('reads one suffix without "any of"', () => {
    expect(describeCondition({ type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] })).toBe(
      'email ends with @acme.com',
    );
  });
  it('reads several prefixes with "any of"', () => {
    expect(
      describeCondition({ type: 'ip_address', operator: 'str_starts_with_any', targetValue: ['10.', '192.168.'] }),
    ).toBe('IP address starts with any of 10., 192.168.');
  });
  it('reads a version comparison', () => {
    expect(describeCondition({ type: 'app_version', operator: 'version_gte', targetValue: '2.4.0' })).toBe(
      'app version is at least 2.4.0',
    );
  });
  it('names the custom field of a numeric comparison', () => {
    expect(describeCondition({ type: 'custom_field', field: 'plan', operator: 'gt', targetValue: 3 })).toBe(
      'custom field plan is greater than 3',
    );
  });
  it('names the unit id type of a unit id condition', () => {
    expect(describeCondition({ type: 'unit_id', customID: 'companyID', operator: 'any', targetValue: ['42'] })).toBe(
      'unit id (companyID) is any of 42',
    );
  });
  it('reads segment conditions without an operator', () => {
    expect(describeCondition({ type: 'passes_segment', targetValue: 'beta_testers' })).toBe(
      'passes segment beta_testers',
    );
    expect(describeCondition({ type: 'fails_segment', targetValue: 'fraud_watchlist' })).toBe(
      'fails segment fraud_watchlist',
    );
  });
  it('reads a regular expression condition', () => {
    expect(describeCondition({ type: 'email', operator: 'str_matches', targetValue: '^a.+@b\\.c$' })).toBe(
      'email matches the pattern ^a.+@b\\.c$',
    );
  });
  it('shortens a long list only when asked to', () => {
    const condition: Condition = { type: 'country', operator: 'any', targetValue: ['DE', 'FR', 'NL', 'ES', 'IT'] };
    expect(describeCondition(condition, { maxValues: 2 })).toBe('country is any of DE, FR and 3 more');
    expect(describeCondition(condition)).toBe('country is any of DE, FR, NL, ES, IT');
  });
  it('keeps an empty value visible', () => {
    expect(describeCondition({ type: 'email', operator: 'any', targetValue: [''] })).toBe('email is any of ""');
    expect(describeCondition({ type: 'email', operator: 'any', targetValue: [] })).toBe('email is any of (no values)');
  });
  it('gives unknown types and operators a readable fallback', () => {
    expect(describeCondition({ type: 'device_model', operator: 'is_one_of', targetValue: ['Pixel 9'] })).toBe(
      'device model is one of Pixel 9',
    );
    expect(describeCondition({ type: 'country' })).toBe('country is (no values)');
  });
  it('does not throw on a custom field without its field name', () => {
    expect(describeCondition({ type: 'custom_field', operator: 'eq', targetValue: 1 })).toBe(
      'custom field (unnamed) equals 1',
    );
  });
});
