import { describe, expect, it } from 'vitest';
import type { Rule } from '../../contract/rule';
import { ruleProblem } from './ruleProblem';

const fine: Rule = {
  name: 'Store 1',
  passPercentage: 100,
  conditions: [{ type: 'unit_id', operator: 'any', targetValue: ['s1'], customID: 'storeID' }],
};

describe('ruleProblem', () => {
  it('finds nothing wrong with a rule the contract reads', () => {
    expect(ruleProblem(fine)).toBeUndefined();
  });

  it('names where a rule breaks the contract, in words a person can find', () => {
    const broken = { ...fine, passPercentage: 'all', conditions: [{ operator: 'any' }] } as unknown as Rule;
    const problem = ruleProblem(broken);
    expect(problem).toContain('passPercentage');
    expect(problem).toContain('conditions 1 type');
  });

  it('gives the same answer for the same rule shown again', () => {
    const broken = { ...fine, environments: 'prod' } as unknown as Rule;
    expect(ruleProblem(broken)).toBe(ruleProblem(broken));
    expect(ruleProblem(broken)).toContain('environments');
  });
});
