import { describe, expect, it } from 'vitest';
import { diffGates } from './diffGates';
import { gateFixture, ruleFixture } from './gateFixture';
import { riskyChanges } from './riskyChanges';

const beta = ruleFixture({ id: 'r1', name: 'Beta', passPercentage: 10 });

describe('riskyChanges', () => {
  it('asks to confirm disabling the gate', () => {
    expect(riskyChanges(diffGates(gateFixture(), gateFixture({ isEnabled: false })))).toEqual(['Disables the gate']);
  });
  it('does not ask to confirm enabling it', () => {
    expect(riskyChanges(diffGates(gateFixture({ isEnabled: false }), gateFixture()))).toEqual([]);
  });
  it('asks to confirm deleting a rule', () => {
    expect(riskyChanges(diffGates(gateFixture({ rules: [beta] }), gateFixture()))).toEqual(["Deletes rule 'Beta'"]);
  });
  it('asks to confirm raising a pass percentage, not lowering it', () => {
    const raised = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [{ ...beta, passPercentage: 50 }] }));
    expect(riskyChanges(raised)).toEqual(["Raises rule 'Beta' from 10% to 50%"]);
    const lowered = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [{ ...beta, passPercentage: 5 }] }));
    expect(riskyChanges(lowered)).toEqual([]);
  });
  it('leaves out a rise confirmed by choosing a safe-change strategy', () => {
    const raised = diffGates(gateFixture({ rules: [beta] }), gateFixture({ rules: [{ ...beta, passPercentage: 90 }] }));
    expect(riskyChanges(raised, new Set(['r1']))).toEqual([]);
  });
  it('lets a rename or a move pass without confirmation', () => {
    const other = ruleFixture({ id: 'r2', name: 'Other' });
    const diff = diffGates(
      gateFixture({ rules: [beta, other] }),
      gateFixture({ rules: [other, { ...beta, name: 'Beta 2' }] }),
    );
    expect(riskyChanges(diff)).toEqual([]);
  });
});
