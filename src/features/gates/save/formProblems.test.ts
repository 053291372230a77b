import { describe, expect, it } from 'vitest';
import { formProblems, problemLabel, problemsSummary } from './formProblems';

describe('problemLabel', () => {
  it('names rules and conditions by their position as a person counts', () => {
    expect(problemLabel(['rules', '2', 'passPercentage'])).toBe('rule 3 pass percentage');
    expect(problemLabel(['rules', '0', 'conditions', '1', 'targetValue'])).toBe('rule 1 condition 2 value');
    expect(problemLabel(['name'])).toBe('name');
    expect(problemLabel(['tags', '1'])).toBe('tag 2');
  });
});

describe('formProblems', () => {
  const errors = {
    name: { type: 'too_small', message: 'Name must be 3 to 100 characters', ref: { focus: () => undefined } },
    rules: [
      undefined,
      {
        passPercentage: { type: 'too_big', message: 'Pass percentage must be between 0 and 100' },
        conditions: [{ targetValue: { type: 'custom', message: 'Enter a number' } }],
      },
    ],
  };

  it('lists every error with its form name, place and message, in form order', () => {
    expect(formProblems(errors)).toEqual([
      { name: 'name', label: 'name', message: 'Name must be 3 to 100 characters' },
      {
        name: 'rules.1.passPercentage',
        label: 'rule 2 pass percentage',
        message: 'Pass percentage must be between 0 and 100',
      },
      { name: 'rules.1.conditions.0.targetValue', label: 'rule 2 condition 1 value', message: 'Enter a number' },
    ]);
  });

  it('finds an error on a list itself (root) as well as on its items', () => {
    expect(formProblems({ rules: { root: { type: 'custom', message: 'Too many rules' } } })).toEqual([
      { name: 'rules', label: 'rules', message: 'Too many rules' },
    ]);
  });

  it('finds nothing in an empty error tree', () => {
    expect(formProblems({})).toEqual([]);
  });
});

describe('problemsSummary', () => {
  it('says how many problems and where', () => {
    expect(problemsSummary(formProblems(errors()))).toBe('Fix 2 problems: rule 3 pass percentage, name');
  });

  it('shortens a long list', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((label) => ({ name: label, label, message: 'x' }));
    expect(problemsSummary(many)).toBe('Fix 5 problems: a, b, c and 2 more');
    expect(problemsSummary(many.slice(0, 1))).toBe('Fix 1 problem: a');
  });

  function errors() {
    return {
      rules: [
        undefined,
        undefined,
        { passPercentage: { type: 'too_big', message: 'Pass percentage must be between 0 and 100' } },
      ],
      name: { type: 'too_small', message: 'Name must be 3 to 100 characters' },
    };
  }
});
