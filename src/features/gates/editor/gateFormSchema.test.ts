import { describe, expect, it } from 'vitest';
import { formRule, formValues } from './gateFormFixture';
import { gateFormSchema, type GateFormCondition, type GateFormValues } from './gateFormSchema';

/** Every problem as "path: message", the way the form shows them next to fields. */
function problems(input: GateFormValues): string[] {
  const result = gateFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function withCondition(condition: GateFormCondition): GateFormValues {
  return formValues({ rules: [formRule({ conditions: [condition] })] });
}

describe('gate form schema', () => {
  it('accepts a valid gate', () => {
    expect(problems(formValues())).toEqual([]);
  });

  it('flags each of two rules that share a name at its name, also while another field of it is wrong', () => {
    const twins = formValues({
      rules: [
        formRule({ name: 'VIP shoppers' }),
        formRule({ name: 'Other' }),
        formRule({ name: 'vip shoppers ', passPercentage: 'abc' }),
      ],
    });
    expect(problems(twins)).toContain('rules.0.name: Rule 3 has the same name; each rule needs a name of its own');
    expect(problems(twins)).toContain('rules.2.name: Rule 1 has the same name; each rule needs a name of its own');
    expect(problems(twins).some((line) => line.startsWith('rules.1.name'))).toBe(false);
  });

  it('takes names of 3 and 100 characters and refuses 2 and 101', () => {
    expect(problems(formValues({ name: 'abc' }))).toEqual([]);
    expect(problems(formValues({ name: 'a'.repeat(100) }))).toEqual([]);
    expect(problems(formValues({ name: 'ab' }))).toEqual(['name: Name must be 3 to 100 characters']);
    expect(problems(formValues({ name: 'a'.repeat(101) }))).toEqual(['name: Name must be 3 to 100 characters']);
  });

  it('refuses a slash in the name', () => {
    expect(problems(formValues({ name: 'beta/checkout' }))).toEqual([
      'name: Name may use only letters, digits, spaces and _ - .',
    ]);
  });

  it('refuses a pass percentage above 100 or below 0, and text', () => {
    expect(problems(formValues({ rules: [formRule({ passPercentage: 101 })] }))).toEqual([
      'rules.0.passPercentage: Pass percentage must be between 0 and 100',
    ]);
    expect(problems(formValues({ rules: [formRule({ passPercentage: -1 })] }))).toHaveLength(1);
    expect(problems(formValues({ rules: [formRule({ passPercentage: '' })] }))).toEqual([
      'rules.0.passPercentage: Pass percentage must be a number',
    ]);
  });

  it('reads a pass percentage typed as text', () => {
    const result = gateFormSchema.parse(formValues({ rules: [formRule({ passPercentage: '12.5' })] }));
    expect(result.rules[0]?.passPercentage).toBe(12.5);
  });

  it('requires a rule name', () => {
    expect(problems(formValues({ rules: [formRule({ name: '  ' })] }))).toEqual([
      'rules.0.name: Rule name is required',
    ]);
  });

  it('refuses text for a numeric comparison and accepts a number typed as text', () => {
    const gt = { type: 'custom_field', field: 'plan', operator: 'gt' };
    expect(problems(withCondition({ ...gt, targetValue: 'three' }))).toEqual([
      'rules.0.conditions.0.targetValue: Enter a number',
    ]);
    expect(problems(withCondition({ ...gt, targetValue: '3' }))).toEqual([]);
  });

  it('refuses an invalid regular expression for str_matches', () => {
    expect(problems(withCondition({ type: 'email', operator: 'str_matches', targetValue: '([a-z' }))).toEqual([
      'rules.0.conditions.0.targetValue: Enter a valid regular expression',
    ]);
  });

  it('refuses a version that does not parse', () => {
    expect(problems(withCondition({ type: 'app_version', operator: 'version_gte', targetValue: '2.x' }))).toEqual([
      'rules.0.conditions.0.targetValue: Enter one version such as 1.2.3',
    ]);
    expect(problems(withCondition({ type: 'app_version', operator: 'version_gte', targetValue: '2.4.0' }))).toEqual([]);
  });

  it('refuses an operator the type does not allow, and a missing operator', () => {
    expect(problems(withCondition({ type: 'country', operator: 'version_gt', targetValue: ['US'] }))[0]).toMatch(
      /^rules\.0\.conditions\.0\.operator: Operator for country must be one of: any, none/,
    );
    expect(problems(withCondition({ type: 'country', operator: '', targetValue: ['US'] }))[0]).toMatch(
      /^rules\.0\.conditions\.0\.operator:/,
    );
  });

  it('requires the custom field name, the unit id type, a list value and a segment name', () => {
    expect(problems(withCondition({ type: 'custom_field', operator: 'any', targetValue: ['pro'] }))).toEqual([
      'rules.0.conditions.0.field: Custom field name is required',
    ]);
    expect(problems(withCondition({ type: 'unit_id', operator: 'any', customID: ' ', targetValue: ['42'] }))).toEqual([
      'rules.0.conditions.0.customID: Unit id type is required',
    ]);
    expect(problems(withCondition({ type: 'country', operator: 'any', targetValue: [] }))).toEqual([
      'rules.0.conditions.0.targetValue: Enter at least one value',
    ]);
    expect(problems(withCondition({ type: 'passes_segment', targetValue: '' }))).toEqual([
      'rules.0.conditions.0.targetValue: Enter the segment name',
    ]);
  });

  it('never blocks a condition the console does not know', () => {
    const unknown = { type: 'device_model', operator: 'is_one_of', targetValue: ['Pixel 9'] };
    expect(problems(withCondition({ ...unknown, passthrough: unknown }))).toEqual([]);
  });

  it('refuses a description over 1000 characters and an empty tag', () => {
    expect(problems(formValues({ description: 'x'.repeat(1001) }))).toEqual([
      'description: Description must be at most 1000 characters',
    ]);
    expect(problems(formValues({ tags: [' '] }))).toEqual(['tags.0: Tags must not be empty']);
  });
});

describe('gate size limits in the form', () => {
  const rules = (n: number) =>
    Array.from({ length: n }, (_, index) =>
      formRule({ key: `k${String(index)}`, id: `r${String(index)}`, name: `Rule ${String(index)}` }),
    );
  const country = (values: number): GateFormCondition => ({
    type: 'country',
    operator: 'any',
    targetValue: Array.from({ length: values }, (_, index) => `C${String(index)}`),
  });

  it('takes 500 rules and says at the rule list that 501 are one too many', () => {
    expect(problems(formValues({ rules: rules(500) }))).toEqual([]);
    expect(problems(formValues({ rules: rules(501) }))).toEqual([
      'rules: A gate holds at most 500 rules; this one has 501. Remove 1 to save.',
    ]);
  });

  it('takes 100 conditions in a rule and says at its condition list that 101 are too many', () => {
    expect(
      problems(formValues({ rules: [formRule({ conditions: Array.from({ length: 100 }, () => country(1)) })] })),
    ).toEqual([]);
    expect(
      problems(formValues({ rules: [formRule({ conditions: Array.from({ length: 101 }, () => country(1)) })] })),
    ).toEqual(['rules.0.conditions: A rule holds at most 100 conditions; this one has 101.']);
  });

  it('takes 1,000 values in a condition and says at its values that 1,001 are too many', () => {
    expect(problems(withCondition(country(1_000)))).toEqual([]);
    // The first problem of a field is the one it shows; the contract may add its own after it.
    expect(problems(withCondition(country(1_001)))[0]).toBe(
      'rules.0.conditions.0.targetValue: A condition holds at most 1,000 values; this one has 1,001. Put longer lists in a segment.',
    );
  });

  it('shows the rule count problem along with a problem inside a rule', () => {
    const many = rules(501);
    many[0] = formRule({ key: 'bad', name: 'Bad', passPercentage: 101 });
    expect(problems(formValues({ rules: many }))).toHaveLength(2);
  });
});
