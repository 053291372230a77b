import { describe, expect, it } from 'vitest';
import { conditionsFullNote, rulesFullNote } from './gateSizeLimits';
import { conditionsLimitProblem, rulesLimitProblem, valuesLimitProblem } from './gateSizeProblems';

describe('gate size limits', () => {
  it('accepts a list at its cap and says how far over one past it is', () => {
    expect(rulesLimitProblem(500)).toBeUndefined();
    expect(rulesLimitProblem(502)).toBe('A gate holds at most 500 rules; this one has 502. Remove 2 to save.');
    expect(conditionsLimitProblem(100)).toBeUndefined();
    expect(conditionsLimitProblem(101)).toBe('A rule holds at most 100 conditions; this one has 101.');
    expect(valuesLimitProblem(1000)).toBeUndefined();
    expect(valuesLimitProblem(1001)).toBe(
      'A condition holds at most 1,000 values; this one has 1,001. Put longer lists in a segment.',
    );
  });

  it('says why adding is off once a list is full, and nothing while there is room', () => {
    expect(rulesFullNote(499)).toBeUndefined();
    expect(rulesFullNote(500)).toBe('A gate holds at most 500 rules; remove one to add another.');
    expect(conditionsFullNote(99)).toBeUndefined();
    expect(conditionsFullNote(100)).toBe('A rule holds at most 100 conditions; remove one to add another.');
  });
});
