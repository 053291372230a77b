import { describe, expect, it } from 'vitest';
import { cancelledRollouts, cancelledRolloutText } from './cancelledRollouts';
import { gateFixture, ruleFixture } from './gateFixture';

const DAY = 24 * 60 * 60 * 1000;
const scheduled = ruleFixture({
  id: 'r2',
  name: 'Store build',
  passPercentage: 25,
  pendingAutomatedRollouts: [
    { passPercent: 100, time: 3 * DAY },
    { passPercent: 50, time: DAY },
  ],
});
const base = gateFixture({ rules: [ruleFixture({ id: 'r1', name: 'Staff' }), scheduled] });

describe('cancelledRollouts', () => {
  it('names a rule with scheduled steps whose pass percentage the edit changes, with its last step', () => {
    const edited = gateFixture({
      rules: [ruleFixture({ id: 'r1', name: 'Staff' }), { ...scheduled, passPercentage: 30 }],
    });
    expect(cancelledRollouts(base, edited)).toEqual([
      { ruleId: 'r2', ruleName: 'Store build', passPercent: 100, time: 3 * DAY },
    ]);
  });

  it('names a deleted rule with scheduled steps', () => {
    const edited = gateFixture({ rules: [ruleFixture({ id: 'r1', name: 'Staff' })] });
    expect(cancelledRollouts(base, edited).map((rollout) => rollout.ruleId)).toEqual(['r2']);
  });

  it('says nothing when the percentage is kept or the changed rule has nothing scheduled', () => {
    const edited = gateFixture({
      rules: [ruleFixture({ id: 'r1', name: 'Staff', passPercentage: 10 }), { ...scheduled, name: 'Renamed' }],
    });
    expect(cancelledRollouts(base, edited)).toEqual([]);
  });

  it('reads as a sentence with the target and the date', () => {
    const text = cancelledRolloutText({
      ruleId: 'r2',
      ruleName: 'Store build',
      passPercent: 80,
      time: Date.UTC(2027, 0, 15, 12),
    });
    expect(text).toMatch(/^Rule 'Store build': this cancels the scheduled rollout to 80% on Jan 1[45], 2027, /);
  });
});
