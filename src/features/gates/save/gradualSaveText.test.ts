import { describe, expect, it } from 'vitest';
import { gateFixture, ruleFixture } from '../../gate-diff/gateFixture';
import { gradualSaveText } from './gradualSaveText';

const tomorrow = Date.UTC(2027, 0, 16, 12);

describe('gradualSaveText', () => {
  it('says where a held-back rule is now and when its target is scheduled', () => {
    const saved = gateFixture({
      rules: [
        ruleFixture({ id: 'r1', name: 'Staff', passPercentage: 100 }),
        ruleFixture({
          id: 'r2',
          name: 'Everyone',
          passPercentage: 75,
          pendingAutomatedRollouts: [{ passPercent: 100, time: tomorrow }],
        }),
      ],
    });
    const sent = {
      rules: [
        { name: 'Staff', passPercentage: 100, conditions: [] },
        { name: 'Everyone', passPercentage: 100, conditions: [] },
      ],
    };
    expect(gradualSaveText(sent, saved)).toMatch(
      /^Rule 'Everyone' is at 75% now; 100% is scheduled for Jan 1[67], 2027, .*\.$/,
    );
  });

  it('is empty when every rule got the percentage that was sent', () => {
    const saved = gateFixture({ rules: [ruleFixture({ id: 'r1', name: 'Everyone', passPercentage: 40 })] });
    expect(gradualSaveText({ rules: [{ name: 'Everyone', passPercentage: 40, conditions: [] }] }, saved)).toBe('');
  });
});
