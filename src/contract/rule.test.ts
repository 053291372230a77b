import { describe, expect, it } from 'vitest';
import { ConditionInputSchema } from './rule';

function errorOf(condition: unknown): string | undefined {
  const result = ConditionInputSchema.safeParse(condition);
  return result.success ? undefined : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

describe('condition input', () => {
  it('accepts a list operator with a list of values', () => {
    expect(errorOf({ type: 'country', operator: 'any', targetValue: ['US', 'CA'] })).toBeUndefined();
  });

  it('rejects an operator the type does not allow', () => {
    expect(errorOf({ type: 'country', operator: 'version_gt', targetValue: '1.0' })).toMatch(
      /^operator: Operator for country/,
    );
    expect(errorOf({ type: 'environment_tier', operator: 'str_matches', targetValue: 'x' })).toMatch(/^operator:/);
  });

  it('accepts numeric comparisons only on custom fields, with a number', () => {
    expect(errorOf({ type: 'custom_field', field: 'age', operator: 'gte', targetValue: 18 })).toBeUndefined();
    expect(errorOf({ type: 'custom_field', field: 'age', operator: 'gte', targetValue: ['18'] })).toMatch(
      /targetValue: Enter a number/,
    );
    expect(errorOf({ type: 'email', operator: 'gt', targetValue: 3 })).toMatch(/^operator:/);
  });

  it('requires the custom field name and the unit id type', () => {
    expect(errorOf({ type: 'custom_field', operator: 'any', targetValue: ['a'] })).toMatch(
      /field: Custom field name is required/,
    );
    expect(errorOf({ type: 'unit_id', operator: 'any', targetValue: ['a'] })).toMatch(
      /customID: Unit id type is required/,
    );
  });

  it('requires one parsable version string for version operators', () => {
    expect(errorOf({ type: 'app_version', operator: 'version_gte', targetValue: '2.10.1' })).toBeUndefined();
    expect(errorOf({ type: 'app_version', operator: 'version_gte', targetValue: '1.2.3-beta.1' })).toBeUndefined();
    expect(errorOf({ type: 'app_version', operator: 'version_gte', targetValue: 'two' })).toMatch(
      /targetValue: Enter one version/,
    );
    expect(errorOf({ type: 'os_version', operator: 'version_lt', targetValue: ['1.0'] })).toMatch(/targetValue/);
  });

  it('requires a valid regular expression for str_matches', () => {
    expect(errorOf({ type: 'email', operator: 'str_matches', targetValue: '@example\\.com$' })).toBeUndefined();
    expect(errorOf({ type: 'email', operator: 'str_matches', targetValue: '([a-z' })).toMatch(
      /valid regular expression/,
    );
  });

  it('takes a segment name and no operator for segment conditions', () => {
    expect(errorOf({ type: 'passes_segment', targetValue: 'beta_testers' })).toBeUndefined();
    expect(errorOf({ type: 'fails_segment', operator: 'any', targetValue: 'x' })).toMatch(/takes no operator/);
    expect(errorOf({ type: 'passes_segment', targetValue: ['a'] })).toMatch(/segment name/);
  });

  it('rejects an empty list and an unknown condition type', () => {
    expect(errorOf({ type: 'user_id', operator: 'any', targetValue: [] })).toMatch(/at least one value/);
    expect(errorOf({ type: 'time', operator: 'any', targetValue: ['a'] })).toMatch(/Unknown condition type/);
  });
});

describe('IP address conditions', () => {
  it('takes only whole IPv4 or IPv6 addresses for "is any of" and "is none of"', () => {
    expect(
      errorOf({ type: 'ip_address', operator: 'any', targetValue: ['203.0.113.7', '2001:db8::1'] }),
    ).toBeUndefined();
    expect(
      errorOf({ type: 'ip_address', operator: 'none_case_sensitive', targetValue: ['::ffff:192.0.2.1'] }),
    ).toBeUndefined();
    expect(errorOf({ type: 'ip_address', operator: 'any', targetValue: ['10.0.0.1', '999.1.1.1'] })).toBe(
      'targetValue: “999.1.1.1” is not an IP address; enter IPv4 such as 203.0.113.7 or IPv6 such as 2001:db8::1',
    );
    expect(errorOf({ type: 'ip_address', operator: 'none', targetValue: ['2001:db8:::1'] })).toMatch(
      /^targetValue: “2001:db8:::1” is not an IP address/,
    );
  });

  it('says a range compares as a whole value and points to "starts with"', () => {
    expect(errorOf({ type: 'ip_address', operator: 'any', targetValue: ['10.0.0.0/8'] })).toMatch(
      /^targetValue: “10.0.0.0\/8” is a range.*starts with/,
    );
  });

  it('leaves prefixes, fragments and patterns free, and other types alone', () => {
    expect(
      errorOf({ type: 'ip_address', operator: 'str_starts_with_any', targetValue: ['10.', '192.168.'] }),
    ).toBeUndefined();
    expect(errorOf({ type: 'ip_address', operator: 'str_contains_any', targetValue: ['.aws.'] })).toBeUndefined();
    expect(errorOf({ type: 'ip_address', operator: 'str_matches', targetValue: '^10\\.' })).toBeUndefined();
    expect(errorOf({ type: 'user_id', operator: 'any', targetValue: ['999.1.1.1'] })).toBeUndefined();
  });
});
