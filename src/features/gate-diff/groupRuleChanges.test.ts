import { describe, expect, it } from 'vitest';
import { diffGates } from './diffGates';
import { gateFixture, ruleFixture } from './gateFixture';
import { countRuleChanges, groupRuleChanges } from './groupRuleChanges';

const rules = Array.from({ length: 6 }, (_, index) =>
  ruleFixture({ id: `r${String(index)}`, name: `R${String(index)}` }),
);

describe('groupRuleChanges', () => {
  it('folds runs of unchanged rules around a change', () => {
    const edited = rules.map((rule, index) => (index === 3 ? { ...rule, passPercentage: 50 } : rule));
    const diff = diffGates(gateFixture({ rules }), gateFixture({ rules: edited }));
    const groups = groupRuleChanges(diff.rules);
    expect(groups.map((group) => (group.kind === 'unchanged' ? group.changes.length : 'change'))).toEqual([
      3,
      'change',
      2,
    ]);
  });
  it('counts each kind of rule change', () => {
    const edited = [ruleFixture({ name: 'New' }), ...rules.slice(1, 5), ruleFixture({ id: 'r5', name: 'Renamed' })];
    const diff = diffGates(gateFixture({ rules }), gateFixture({ rules: edited }));
    expect(countRuleChanges(diff.rules)).toBe('1 added, 1 removed, 1 changed, 4 unchanged');
  });
});
