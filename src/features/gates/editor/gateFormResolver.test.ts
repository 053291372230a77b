import type { FieldPath, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { gateFormResolver, validationScope } from './gateFormResolver';
import { formRule, formValues } from './gateFormFixture';
import type { GateFormRule, GateFormValues } from './gateFormSchema';

const rule = (overrides: Partial<GateFormRule> = {}): GateFormRule =>
  formRule({ key: 'k', id: 'r', name: `Rule ${overrides.key ?? 'k'}`, ...overrides });

/** Three rules, so validating one of them can be told apart from validating all. */
function values(overrides: Partial<GateFormValues> = {}): GateFormValues {
  return formValues({ rules: [rule(), rule({ key: 'k2' }), rule({ key: 'k3' })], ...overrides });
}

/** Each error of the resolver as "path: message", however deep it sits. */
function messages(errors: unknown, path: string[] = []): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const own = (errors as { message?: unknown }).message;
  const here = typeof own === 'string' ? [`${path.join('.')}: ${own}`] : [];
  return [
    ...here,
    ...Object.entries(errors).flatMap(([key, value]) =>
      key === 'ref' || key === 'message' || key === 'type' ? [] : messages(value, [...path, key]),
    ),
  ];
}

async function check(input: GateFormValues, names?: FieldPath<GateFormValues>[]): Promise<string[]> {
  const options: ResolverOptions<GateFormValues> = { fields: {}, names, shouldUseNativeValidation: false };
  return messages((await gateFormResolver(input, undefined, options)).errors);
}

// A gate whose name and first and third rules are all wrong.
const broken = values({
  name: 'ab',
  rules: [
    rule({ passPercentage: 101 }),
    rule({ key: 'k2' }),
    rule({ key: 'k3', conditions: [{ type: 'country', operator: 'gt', targetValue: ['US'] }] }),
  ],
});

describe('gate form resolver', () => {
  it('reports every problem of the form on submit (several names or none)', async () => {
    const all = await check(broken);
    expect(all).toContain('name: Name must be 3 to 100 characters');
    expect(all).toContain('rules.0.passPercentage: Pass percentage must be between 0 and 100');
    expect(all.some((line) => line.startsWith('rules.2.conditions.0.operator'))).toBe(true);
    expect(await check(broken, ['name', 'description'])).toEqual(all);
  });

  it('while typing in a rule, reports that rule’s problems with their full paths and nothing of the others', async () => {
    expect(await check(broken, ['rules.0.passPercentage'])).toEqual([
      'rules.0.passPercentage: Pass percentage must be between 0 and 100',
    ]);
    expect(await check(broken, ['rules.1.name'])).toEqual([]);
  });

  it('while typing a rule name, says when another rule has it too', async () => {
    const twins = values({
      rules: [rule({ name: 'VIP shoppers' }), rule({ key: 'k2' }), rule({ key: 'k3', name: 'vip shoppers' })],
    });
    expect(await check(twins, ['rules.2.name'])).toEqual([
      'rules.2.name: Rule 1 has the same name; each rule needs a name of its own',
    ]);
    expect(await check(twins, ['rules.1.name'])).toEqual([]);
  });

  it('checks the operator against the value inside the changed condition’s rule', async () => {
    const scoped = await check(broken, ['rules.2.conditions.0.targetValue']);
    const whole = await check(broken);
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped).toEqual(whole.filter((line) => line.startsWith('rules.2.')));
  });

  it('while typing in a setting, reports only that setting', async () => {
    expect(await check(broken, ['name'])).toEqual(['name: Name must be 3 to 100 characters']);
    expect(await check(broken, ['description'])).toEqual([]);
  });

  it('finds nothing to check in a rule removed since the change', async () => {
    expect(await check(broken, ['rules.9.name'])).toEqual([]);
  });
});

describe('validation scope', () => {
  it('is the rule for a rule field and the top-level field otherwise', () => {
    expect(validationScope('rules.12.conditions.0.targetValue.3')).toBe('rules.12');
    expect(validationScope('rules')).toBe('rules');
    expect(validationScope('reviewSettings.requiredReview')).toBe('reviewSettings');
    expect(validationScope('name')).toBe('name');
  });
});
