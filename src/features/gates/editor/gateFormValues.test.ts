import { describe, expect, it } from 'vitest';
import { type Gate, GateSchema, GateUpdateBodySchema } from '../../../contract/gate';
import { gateFormSchema } from './gateFormSchema';
import { nestedValue } from '../../../ui/nestedValue';
import { duplicateFormRule, formValuesAsGate, toGateFormValues, toGateUpdateBody } from './gateFormValues';

const loaded: Gate = GateSchema.parse({
  id: 'checkout_flow',
  name: 'Checkout flow',
  description: 'New checkout',
  idType: 'userID',
  isEnabled: true,
  status: 'In Progress',
  type: 'TEMPORARY',
  tags: ['checkout'],
  targetApps: ['web'],
  reviewSettings: { requiredReview: true, allowedReviewers: [{ id: 'u1', name: 'Ann', email: 'ann@example.com' }] },
  version: 7,
  rules: [
    {
      id: 'r1',
      baseID: 'b1',
      name: 'Employees',
      passPercentage: 100,
      environments: null,
      conditions: [{ type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] }],
    },
    {
      id: 'r2',
      name: 'Big plans',
      passPercentage: 25,
      environments: ['production'],
      conditions: [
        { type: 'custom_field', field: 'seats', operator: 'gte', targetValue: 50 },
        { type: 'app_version', operator: 'version_gte', targetValue: '2.4.0' },
        { type: 'passes_segment', targetValue: 'beta_testers' },
        { type: 'device_model', operator: 'is_one_of', targetValue: ['Pixel 9'], extra: true },
      ],
    },
  ],
});

describe('toGateUpdateBody', () => {
  it('sends back an untouched gate as it was loaded, with expectedVersion', () => {
    const body = toGateUpdateBody(toGateFormValues(loaded), loaded);
    expect(body.expectedVersion).toBe(7);
    expect(body.name).toBe('Checkout flow');
    expect(body.type).toBe('TEMPORARY');
    expect(body.reviewSettings).toEqual({
      requiredReview: true,
      allowedReviewers: [{ id: 'u1', name: 'Ann', email: 'ann@example.com' }],
    });
    expect(body.rules?.map((rule) => ({ ...rule }))).toEqual([
      { id: 'r1', name: 'Employees', passPercentage: 100, environments: null, conditions: loaded.rules[0]?.conditions },
      {
        id: 'r2',
        name: 'Big plans',
        passPercentage: 25,
        environments: ['production'],
        conditions: loaded.rules[1]?.conditions,
      },
    ]);
  });

  it('sends each allowed reviewer with only the fields the server accepts, so a stored extra field cannot fail the save', () => {
    const withExtra = GateSchema.parse({
      ...loaded,
      reviewSettings: {
        requiredReview: false,
        allowedReviewers: [{ id: 'u2', name: 'Bo', email: 'bo@example.com', team: 'core' }],
      },
    });
    const body = toGateUpdateBody(toGateFormValues(withExtra), withExtra);
    expect(body.reviewSettings?.allowedReviewers).toEqual([{ id: 'u2', name: 'Bo', email: 'bo@example.com' }]);
    expect(GateUpdateBodySchema.safeParse({ reviewSettings: body.reviewSettings }).success).toBe(true);
  });

  it('sends a condition the console does not know exactly as loaded', () => {
    const body = toGateUpdateBody(toGateFormValues(loaded), loaded);
    expect(body.rules?.[1]?.conditions[3]).toEqual({
      type: 'device_model',
      operator: 'is_one_of',
      targetValue: ['Pixel 9'],
      extra: true,
    });
  });

  it('passes the contract schema the server checks, once the form is valid', () => {
    const values = toGateFormValues({ ...loaded, rules: loaded.rules.slice(0, 1) });
    expect(gateFormSchema.safeParse(values).success).toBe(true);
    expect(GateUpdateBodySchema.safeParse(toGateUpdateBody(values, loaded)).success).toBe(true);
  });

  it('coerces values typed as text to the shape of their operator', () => {
    const values = toGateFormValues(loaded);
    const rule = values.rules[1];
    if (!rule) throw new Error('fixture has two rules');
    rule.passPercentage = '12.5';
    rule.conditions[0] = { type: 'custom_field', field: ' seats ', operator: 'gt', targetValue: '10' };
    rule.conditions[1] = { type: 'country', operator: 'any', targetValue: 'US, CA\nMX' };
    const body = toGateUpdateBody(values, loaded);
    expect(body.rules?.[1]?.passPercentage).toBe(12.5);
    expect(body.rules?.[1]?.conditions[0]).toEqual({
      type: 'custom_field',
      field: 'seats',
      operator: 'gt',
      targetValue: 10,
    });
    expect(body.rules?.[1]?.conditions[1]).toEqual({
      type: 'country',
      operator: 'any',
      targetValue: ['US', 'CA', 'MX'],
    });
  });

  it('sends no type for a gate whose type only the service sets, until the user picks one', () => {
    const stale = { ...loaded, type: 'STALE' };
    const values = toGateFormValues(stale);
    expect(values.type).toBeNull();
    expect(toGateUpdateBody(values, stale)).not.toHaveProperty('type');
    expect(toGateUpdateBody({ ...values, type: 'PERMANENT' }, stale).type).toBe('PERMANENT');
  });

  it('sends a new rule without an id and a moved rule in its new place', () => {
    const values = toGateFormValues(loaded);
    const [first, second] = values.rules;
    if (!first || !second) throw new Error('fixture has two rules');
    values.rules = [second, first, duplicateFormRule(first)];
    const body = toGateUpdateBody(values, loaded);
    expect(body.rules?.map((rule) => rule.id)).toEqual(['r2', 'r1', undefined]);
    expect(body.rules?.[2]?.name).toBe('Employees (copy)');
  });
});

describe('formValuesAsGate', () => {
  it('keeps the loaded gate and the server-kept fields of each rule', () => {
    const values = toGateFormValues(loaded);
    values.isEnabled = false;
    const edited = formValuesAsGate(values, loaded);
    expect(edited.isEnabled).toBe(false);
    expect(edited.version).toBe(7);
    expect(edited.status).toBe('In Progress');
    expect(edited.rules[0]?.baseID).toBe('b1');
    expect(edited.rules).toHaveLength(2);
  });
});

describe('duplicateFormRule', () => {
  it('copies the content under a new key and without the server id', () => {
    const [first] = toGateFormValues(loaded).rules;
    if (!first) throw new Error('fixture has a rule');
    const copy = duplicateFormRule(first);
    expect(copy.id).toBeUndefined();
    expect(copy.key).not.toBe(first.key);
    expect(copy.conditions).toEqual(first.conditions);
    expect(copy.conditions).not.toBe(first.conditions);
  });
});

describe('duplicateFormRule of a rule holding a value nested 5,000 levels deep', () => {
  it('copies the rule, the kept condition with it', () => {
    const kept = { type: 'time', operator: 'after', targetValue: 1, detail: nestedValue(5_000) };
    const values = toGateFormValues(
      GateSchema.parse({ ...loaded, rules: [{ id: 'r9', name: 'Deep', passPercentage: 5, conditions: [kept] }] }),
    );
    const [rule] = values.rules;
    if (rule === undefined) throw new Error('the gate has a rule');
    const copy = duplicateFormRule(rule);
    expect(copy.name).toBe('Deep (copy)');
    expect(copy.conditions).toHaveLength(1);
  });
});
