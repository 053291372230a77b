import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import type { Rule } from '../../../contract/rule';
import { rebaseEdits } from './rebaseEdits';

function rule(id: string | undefined, name: string, passPercentage: number): Rule {
  return { ...(id === undefined ? {} : { id }), name, passPercentage, conditions: [], environments: null };
}

const loaded: Gate = {
  id: 'g',
  name: 'Checkout',
  description: 'Original',
  isEnabled: true,
  tags: ['a'],
  targetApps: [],
  version: 3,
  rules: [rule('r1', 'Employees', 100), rule('r2', 'Everyone', 10)],
};

describe('rebaseEdits', () => {
  it('keeps the newer value of a field the user left alone and the user value of a field the user changed', () => {
    const edited: Gate = { ...loaded, name: 'Checkout v2' };
    const newer: Gate = { ...loaded, version: 4, description: 'Changed by someone else' };
    const { gate, bothChanged } = rebaseEdits(loaded, edited, newer);
    expect(gate.name).toBe('Checkout v2');
    expect(gate.description).toBe('Changed by someone else');
    expect(gate.version).toBe(4);
    expect(bothChanged).toEqual([]);
  });

  it('names a field both sides changed differently, keeping the user value', () => {
    const edited: Gate = { ...loaded, description: 'Mine' };
    const newer: Gate = { ...loaded, version: 4, description: 'Theirs' };
    const { gate, bothChanged } = rebaseEdits(loaded, edited, newer);
    expect(gate.description).toBe('Mine');
    expect(bothChanged).toEqual(['description']);
  });

  it('takes the newer rules when the user did not touch the rules', () => {
    const edited: Gate = { ...loaded, name: 'Renamed' };
    const newer: Gate = { ...loaded, rules: [rule('r1', 'Employees', 100)] };
    expect(rebaseEdits(loaded, edited, newer).gate.rules).toEqual([rule('r1', 'Employees', 100)]);
  });

  it('applies the user rule edits and new rules on top of rules someone else changed', () => {
    const edited: Gate = {
      ...loaded,
      rules: [rule('r1', 'Employees', 100), rule('r2', 'Everyone', 30), rule(undefined, 'Beta', 5)],
    };
    const newer: Gate = {
      ...loaded,
      rules: [rule('r1', 'Staff', 100), rule('r2', 'Everyone', 10), rule('r3', 'Canada', 50)],
    };
    const { gate, bothChanged } = rebaseEdits(loaded, edited, newer);
    expect(gate.rules.map((r) => [r.name, r.passPercentage])).toEqual([
      ['Staff', 100],
      ['Everyone', 30],
      ['Beta', 5],
      ['Canada', 50],
    ]);
    expect(bothChanged).toEqual([]);
  });

  it('reports a rule both sides changed, and deletes a rule the user deleted', () => {
    const edited: Gate = { ...loaded, rules: [rule('r2', 'Everyone', 40)] };
    const newer: Gate = { ...loaded, rules: [rule('r1', 'Employees', 100), rule('r2', 'Everyone', 20)] };
    const { gate, bothChanged } = rebaseEdits(loaded, edited, newer);
    expect(gate.rules.map((r) => [r.name, r.passPercentage])).toEqual([['Everyone', 40]]);
    expect(bothChanged).toEqual(["rule 'Everyone'"]);
  });
});
