import { describe, expect, it } from 'vitest';
import { gateFixture, ruleFixture } from '../../gate-diff/gateFixture';
import { toGateFormValues } from '../editor/gateFormValues';
import { rebaseDraft } from './rebaseDraft';

const older = gateFixture({ version: 3, rules: [ruleFixture({ id: 'r1', name: 'Power users', passPercentage: 75 })] });

describe('rebaseDraft', () => {
  it('keeps the newer values of fields the draft did not touch, so a colleague is not reverted', () => {
    const draftBase = toGateFormValues(older);
    const draft = { ...draftBase, description: 'My new description' };
    const current = gateFixture({
      version: 4,
      isEnabled: false,
      rules: [ruleFixture({ id: 'r1', name: 'Power users', passPercentage: 0 })],
    });
    const { values, bothChanged } = rebaseDraft(draftBase, draft, current);
    expect(values.description).toBe('My new description');
    expect(values.isEnabled).toBe(false);
    expect(values.rules.map((rule) => rule.passPercentage)).toEqual([0]);
    expect(bothChanged).toEqual([]);
  });

  it('flags a field both sides changed and keeps the draft value', () => {
    const draftBase = toGateFormValues(older);
    const draft = { ...draftBase, rules: draftBase.rules.map((rule) => ({ ...rule, passPercentage: 50 })) };
    const current = gateFixture({
      version: 4,
      rules: [ruleFixture({ id: 'r1', name: 'Power users', passPercentage: 0 })],
    });
    const { values, bothChanged } = rebaseDraft(draftBase, draft, current);
    expect(values.rules.map((rule) => rule.passPercentage)).toEqual([50]);
    expect(bothChanged).toEqual(["rule 'Power users'"]);
  });

  it('keeps a rule the draft added, with its form key, next to a rule the newer version added', () => {
    const draftBase = toGateFormValues(older);
    const added = { key: 'new-key', name: 'Beta', passPercentage: 5, environments: [], conditions: [] };
    const draft = { ...draftBase, rules: [...draftBase.rules, added] };
    const current = gateFixture({
      version: 4,
      rules: [
        ruleFixture({ id: 'r1', name: 'Power users', passPercentage: 75 }),
        ruleFixture({ id: 'r2', name: 'Canada', passPercentage: 10 }),
      ],
    });
    const { values } = rebaseDraft(draftBase, draft, current);
    expect(values.rules.map((rule) => [rule.name, rule.key])).toEqual([
      ['Power users', 'rule-r1'],
      ['Beta', 'new-key'],
      ['Canada', 'rule-r2'],
    ]);
  });
});
