import { describe, expect, it } from 'vitest';
import { GateCreateBodySchema, GateNameSchema, GateSchema, GateUpdateBodySchema } from './gate';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('gate name', () => {
  it('accepts 3 and 100 characters of letters, digits, spaces and _ - .', () => {
    expect(GateNameSchema.safeParse('abc').success).toBe(true);
    expect(GateNameSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(GateNameSchema.safeParse('New checkout_v2-beta.1').success).toBe(true);
  });

  it('rejects 2 and 101 characters with a sentence naming the bounds', () => {
    for (const name of ['ab', 'a'.repeat(101)]) {
      const result = GateNameSchema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Name must be 3 to 100 characters');
    }
  });

  it('rejects characters outside the allowed set', () => {
    for (const name of ['café launch', 'beta!', 'a/b/c', '<script>']) {
      expect(GateNameSchema.safeParse(name).success).toBe(false);
    }
  });
});

describe('gate update body', () => {
  const rule = { name: 'Beta', passPercentage: 50, conditions: [] };

  it('accepts a partial update with only isEnabled', () => {
    expect(GateUpdateBodySchema.safeParse({ isEnabled: false }).success).toBe(true);
  });

  it('accepts read-only fields sent back with the record', () => {
    const result = GateUpdateBodySchema.safeParse({ id: 'x', version: 3, status: 'Launched', rules: [rule] });
    expect(result.success).toBe(true);
  });

  it('rejects an unknown field', () => {
    const result = GateUpdateBodySchema.safeParse({ colour: 'blue' });
    expect(result.success).toBe(false);
  });

  it('accepts pass percentages 0, 100 and 12.34, rejects -0.01, 100.01 and 12.345', () => {
    for (const passPercentage of [0, 100, 12.34]) {
      expect(GateUpdateBodySchema.safeParse({ rules: [{ ...rule, passPercentage }] }).success).toBe(true);
    }
    for (const passPercentage of [-0.01, 100.01, 12.345]) {
      const result = GateUpdateBodySchema.safeParse({ rules: [{ ...rule, passPercentage }] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['rules', 0, 'passPercentage']);
    }
  });

  it('limits the description to 1000 characters', () => {
    expect(GateUpdateBodySchema.safeParse({ description: 'x'.repeat(1000) }).success).toBe(true);
    expect(GateUpdateBodySchema.safeParse({ description: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('accepts only the writable types and the two safe-change strategies', () => {
    expect(GateUpdateBodySchema.safeParse({ type: 'TEMPORARY' }).success).toBe(true);
    expect(GateUpdateBodySchema.safeParse({ type: 'STALE' }).success).toBe(false);
    expect(GateUpdateBodySchema.safeParse({ safeChangeStrategy: 'gradual' }).success).toBe(true);
    expect(GateUpdateBodySchema.safeParse({ safeChangeStrategy: 'later' }).success).toBe(false);
  });

  it('requires expectedVersion to be a whole number', () => {
    expect(GateUpdateBodySchema.safeParse({ expectedVersion: 4 }).success).toBe(true);
    expect(GateUpdateBodySchema.safeParse({ expectedVersion: 4.5 }).success).toBe(false);
  });

  it('requires a name to create a gate', () => {
    expect(GateCreateBodySchema.safeParse({ description: 'x' }).success).toBe(false);
    expect(GateCreateBodySchema.safeParse({ name: 'New gate' }).success).toBe(true);
  });
});

describe('gate record read from an upstream', () => {
  it('accepts targetApps as a string, unknown fields and a missing name', () => {
    const result = GateSchema.safeParse({ id: 'g', targetApps: 'web, ios', surprise: { nested: true } });
    expect(result.success).toBe(true);
    expect(result.data?.targetApps).toEqual(['web', 'ios']);
    expect(result.data).toHaveProperty('surprise');
  });

  it('accepts a record with no owner and no idType, and a known condition whose targetValue is one string', () => {
    const condition = { type: 'country', operator: 'any', targetValue: 'US' };
    const gate = GateSchema.parse({ id: 'g', rules: [{ name: 'r', passPercentage: 5, conditions: [condition] }] });
    expect(gate.owner).toBeUndefined();
    expect(gate.idType).toBeUndefined();
    expect(gate.rules[0]?.conditions[0]).toEqual(condition);
  });

  it('accepts an empty targetApps string as no apps', () => {
    expect(GateSchema.parse({ id: 'g', targetApps: '' }).targetApps).toEqual([]);
  });

  it('keeps a condition of an unknown type unchanged', () => {
    const condition = { type: 'time', operator: 'after', targetValue: 1700000000000, extra: 'kept' };
    const gate = GateSchema.parse({ id: 'g', rules: [{ name: 'r', passPercentage: 1, conditions: [condition] }] });
    expect(gate.rules[0]?.conditions[0]).toEqual(condition);
  });

  it('accepts null emails, null team and null environments', () => {
    const result = GateSchema.safeParse({
      id: 'g',
      creatorEmail: null,
      lastModifierEmail: null,
      team: null,
      rules: [{ name: 'r', passPercentage: 1, conditions: [], environments: null }],
    });
    expect(messages(result)).toEqual([]);
  });
});
