import { describe, expect, it } from 'vitest';
import { rolloutSteps } from './rolloutSteps';

describe('rolloutSteps', () => {
  it('lists completed steps oldest first, then pending steps soonest first', () => {
    const steps = rolloutSteps({
      completedAutomatedRollouts: [
        { passPercent: 50, time: 2000 },
        { passPercent: 25, time: 1000 },
      ],
      pendingAutomatedRollouts: [
        { passPercent: 100, time: 9000 },
        { passPercent: 75, time: 5000 },
      ],
    });
    expect(steps).toEqual([
      { passPercent: 25, time: 1000, state: 'completed' },
      { passPercent: 50, time: 2000, state: 'completed' },
      { passPercent: 75, time: 5000, state: 'pending' },
      { passPercent: 100, time: 9000, state: 'pending' },
    ]);
  });

  it('is empty for a rule without automated rollouts', () => {
    expect(rolloutSteps({})).toEqual([]);
    expect(rolloutSteps({ completedAutomatedRollouts: [], pendingAutomatedRollouts: [] })).toEqual([]);
  });
});
