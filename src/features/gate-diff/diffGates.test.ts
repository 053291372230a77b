import { describe, expect, it } from 'vitest';
import { diffGates } from './diffGates';
import { nestedValue } from '../../ui/nestedValue';
import { gateFixture, ruleFixture } from './gateFixture';
import { summarizeDiff } from './summarizeDiff';

const beta = ruleFixture({
  id: 'r1',
  name: 'Beta',
  passPercentage: 10,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['US'] }],
});
const staff = ruleFixture({ id: 'r2', name: 'Staff', passPercentage: 100 });
const everyone = ruleFixture({ id: 'r3', name: 'Everyone', passPercentage: 5 });

function kinds(before = [beta, staff, everyone], after = [beta, staff, everyone]) {
  return diffGates(gateFixture({ rules: before }), gateFixture({ rules: after })).rules.map((rule) => rule.kind);
}

describe('diffGates fields', () => {
  it('finds nothing between a gate and itself', () => {
    const gate = gateFixture({ rules: [beta, staff] });
    const diff = diffGates(gate, structuredClone(gate));
    expect(diff.isEmpty).toBe(true);
    expect(diff.fields).toEqual([]);
    expect(diff.rules.map((rule) => rule.kind)).toEqual(['unchanged', 'unchanged']);
  });
  it('reports a changed name and disabling with before and after', () => {
    const diff = diffGates(gateFixture(), gateFixture({ name: 'Checkout v2', isEnabled: false }));
    expect(diff.isEmpty).toBe(false);
    expect(diff.fields).toEqual([
      { field: 'isEnabled', label: 'Enabled', before: true, after: false },
      { field: 'name', label: 'Name', before: 'Checkout flow', after: 'Checkout v2' },
    ]);
  });
  it('compares tags and target apps as sets', () => {
    const before = gateFixture({ tags: ['a', 'b'], targetApps: ['web', 'ios'] });
    expect(diffGates(before, gateFixture({ tags: ['b', 'a'], targetApps: ['ios', 'web'] })).isEmpty).toBe(true);
    expect(
      diffGates(before, gateFixture({ tags: ['a'], targetApps: ['ios', 'web'] })).fields.map((f) => f.field),
    ).toEqual(['tags']);
  });
  it('reads target apps sent as one string as the list it means', () => {
    const fromUpstream = { ...gateFixture(), targetApps: 'ios, web' } as unknown as ReturnType<typeof gateFixture>;
    expect(diffGates(fromUpstream, gateFixture({ targetApps: ['web', 'ios'] })).fields).toEqual([]);
  });
  it('treats an absent description as empty', () => {
    const withoutDescription = gateFixture();
    delete withoutDescription.description;
    expect(diffGates(withoutDescription, gateFixture({ description: '' })).fields).toEqual([]);
  });
  it('reports review settings by value, ignoring key order', () => {
    const before = gateFixture({ reviewSettings: { requiredReview: false, allowedReviewers: [] } });
    expect(
      diffGates(before, gateFixture({ reviewSettings: { allowedReviewers: [], requiredReview: false } })).isEmpty,
    ).toBe(true);
    expect(
      diffGates(before, gateFixture({ reviewSettings: { requiredReview: true, allowedReviewers: [] } })).fields[0]
        ?.label,
    ).toBe('Review settings');
  });
});

describe('diffGates rules', () => {
  it('marks a rule without an id as added at its place', () => {
    const fresh = ruleFixture({ name: 'New' });
    const diff = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [fresh, beta] }));
    expect(diff.rules[0]).toEqual({ kind: 'added', after: fresh, toIndex: 0 });
    expect(diff.rules[1]?.kind).toBe('unchanged');
  });
  it('lists a removed rule where it stood', () => {
    expect(kinds([beta, staff, everyone], [beta, everyone])).toEqual(['unchanged', 'removed', 'unchanged']);
    expect(kinds([beta, staff], [staff])).toEqual(['removed', 'unchanged']);
  });
  it('does not call later rules moved when one is inserted or removed', () => {
    expect(kinds([beta, staff, everyone], [ruleFixture({ name: 'New' }), beta, staff, everyone])).toEqual([
      'added',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });
  it('marks only the rule that was dragged as moved', () => {
    expect(kinds([beta, staff, everyone], [everyone, beta, staff])).toEqual(['moved', 'unchanged', 'unchanged']);
  });
  it('reports a raised pass percentage as a field change', () => {
    const diff = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [{ ...beta, passPercentage: 50 }] }));
    const change = diff.rules[0];
    expect(change?.kind).toBe('changed');
    if (change?.kind !== 'changed') return;
    expect(change.changes).toEqual([{ field: 'passPercentage', label: 'Pass percentage', before: 10, after: 50 }]);
  });
  it('lists conditions added and removed, a changed value counting as one of each', () => {
    const edited = {
      ...beta,
      conditions: [
        { type: 'country', operator: 'any', targetValue: ['US', 'CA'] },
        { type: 'passes_segment', targetValue: 'beta' },
      ],
    };
    const change = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [edited] })).rules[0];
    if (change?.kind !== 'changed') throw new Error('expected a changed rule');
    expect(change.changes.map((c) => c.field)).toEqual(['conditions']);
    expect(change.conditionChanges.added).toHaveLength(2);
    expect(change.conditionChanges.removed).toEqual(beta.conditions);
  });
  it('treats null and empty environments as the same, and their order as meaningless', () => {
    const before = gateFixture({
      rules: [
        { ...beta, environments: null },
        { ...staff, environments: ['production', 'staging'] },
      ],
    });
    const after = gateFixture({
      rules: [
        { ...beta, environments: [] },
        { ...staff, environments: ['staging', 'production'] },
      ],
    });
    expect(diffGates(before, after).isEmpty).toBe(true);
  });
  it('reports a rule limited to fewer environments', () => {
    const after = gateFixture({ rules: [{ ...beta, environments: ['production'] }] });
    const change = diffGates(gateFixture({ rules: [beta] }), after).rules[0];
    if (change?.kind !== 'changed') throw new Error('expected a changed rule');
    expect(change.changes).toEqual([
      { field: 'environments', label: 'Environments', before: [], after: ['production'] },
    ]);
  });
  it('matches a rule by id even when renamed and moved', () => {
    const renamed = { ...staff, name: 'Employees' };
    const change = diffGates(gateFixture({ rules: [beta, staff] }), gateFixture({ rules: [renamed, beta] })).rules[0];
    if (change?.kind !== 'changed') throw new Error('expected a changed rule');
    expect(change.fromIndex).toBe(1);
    expect(change.toIndex).toBe(0);
    expect(change.moved).toBe(true);
    expect(change.changes.map((c) => c.field)).toEqual(['name']);
  });
});

describe('diffGates with a value nested 5,000 levels deep', () => {
  const deep = nestedValue(5_000);
  it('compares two versions whose rule returns it, finding the rule unchanged', () => {
    const rule = ruleFixture({ id: 'r1', returnValue: deep });
    const diff = diffGates(gateFixture({ rules: [rule] }), gateFixture({ rules: [{ ...rule }] }));
    expect(diff.isEmpty).toBe(true);
  });
  it('names a reviewer field that holds it, without overflowing the stack', () => {
    const before = gateFixture({ reviewSettings: { requiredReview: false, allowedReviewers: [] } });
    const after = gateFixture({
      reviewSettings: {
        requiredReview: false,
        allowedReviewers: [{ id: 'u1', name: 'Ada', email: 'ada@example.com', extra: deep }],
      },
    });
    const diff = diffGates(before, after);
    expect(diff.fields.map((field) => field.field)).toEqual(['reviewSettings']);
    expect(summarizeDiff(diff)).not.toBe('');
  });
});
