import { describe, expect, it } from 'vitest';
import { diffGates } from './diffGates';
import { gateFixture, ruleFixture } from './gateFixture';
import { summarizeDiff } from './summarizeDiff';

const beta = ruleFixture({ id: 'r1', name: 'Beta', passPercentage: 10 });

describe('summarizeDiff', () => {
  it('says "no changes" for an empty diff', () => {
    const gate = gateFixture({ rules: [beta] });
    expect(summarizeDiff(diffGates(gate, gate))).toBe('no changes');
  });
  it('reads a raised percentage, an added condition and a field in one line', () => {
    const after = {
      ...beta,
      passPercentage: 50,
      conditions: [{ type: 'country', operator: 'any', targetValue: ['US'] }],
    };
    const diff = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [after], tags: ['checkout', 'q3'] }));
    expect(summarizeDiff(diff)).toBe("rule 'Beta' 10% → 50%, condition added; tags changed");
  });
  it('puts disabling first', () => {
    const diff = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [], isEnabled: false }));
    expect(summarizeDiff(diff)).toBe("gate disabled; rule 'Beta' removed");
  });
  it('names a rule without a name by its position', () => {
    const diff = diffGates(gateFixture(), gateFixture({ rules: [ruleFixture({ name: ' ' })] }));
    expect(summarizeDiff(diff)).toBe('rule 1 added');
  });
  it('caps a long list of changes', () => {
    const rules = Array.from({ length: 9 }, (_, index) => ruleFixture({ name: `R${String(index)}` }));
    expect(summarizeDiff(diffGates(gateFixture(), gateFixture({ rules })))).toMatch(/; and 3 more changes$/);
  });
  it('counts one change past the cap as "and 1 more change"', () => {
    const rules = Array.from({ length: 7 }, (_, index) => ruleFixture({ name: `R${String(index)}` }));
    expect(summarizeDiff(diffGates(gateFixture(), gateFixture({ rules })))).toMatch(/'R5' added; and 1 more change$/);
  });
});
