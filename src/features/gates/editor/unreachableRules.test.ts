import { describe, expect, it } from 'vitest';
import { catchAllIndex, unreachableRules } from './unreachableRules';

const everyone = { conditions: [], environments: [] };
const targeted = { conditions: [{ type: 'user_id' }], environments: null };

describe('unreachableRules', () => {
  it('marks every rule after a rule without conditions, naming that rule', () => {
    expect(unreachableRules([targeted, everyone, targeted, everyone])).toEqual([undefined, undefined, 2, 2]);
  });

  it('leaves rules reachable when every rule has conditions', () => {
    expect(unreachableRules([targeted, targeted])).toEqual([undefined, undefined]);
  });

  it('counts a rule without conditions only in its environments', () => {
    const inProduction = { conditions: [], environments: ['production'] };
    const inStaging = { conditions: [], environments: ['staging'] };
    const rules = [
      inProduction,
      { ...targeted, environments: ['production'] },
      { ...targeted, environments: ['production', 'staging'] },
      inStaging,
      { ...targeted, environments: ['staging', 'production'] },
      targeted,
    ];
    expect(unreachableRules(rules)).toEqual([undefined, 1, undefined, undefined, 4, undefined]);
  });
});

describe('catchAllIndex', () => {
  it('finds the first rule without conditions in every environment', () => {
    expect(catchAllIndex([targeted, everyone, targeted, everyone])).toBe(1);
    expect(catchAllIndex([{ conditions: [], environments: null }])).toBe(0);
  });

  it('does not count a rule without conditions limited to some environments, nor a list without one', () => {
    expect(catchAllIndex([{ conditions: [], environments: ['production'] }, targeted])).toBeUndefined();
    expect(catchAllIndex([])).toBeUndefined();
  });
});
