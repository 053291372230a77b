import { describe, expect, it } from 'vitest';
import { isRiskyRise, riskyRises, riskyRisesMessage, safeChangeOutcome } from './safeChange';

// The stored rules of the server's own 428 cases (gateRoutes.test.ts): r1 at 10 %, r2 at 30 %.
const stored = [
  { id: 'r1', name: 'Rule r1', passPercentage: 10 },
  { id: 'r2', name: 'Rule r2', passPercentage: 30 },
];
const rule = (id: string | undefined, passPercentage: number, name = `Rule ${id ?? 'new'}`) => ({
  ...(id === undefined ? {} : { id }),
  name,
  passPercentage,
});

describe('riskyRises', () => {
  it('lists a rule that rises by more than 50 points, with what each strategy stores', () => {
    expect(riskyRises(stored, [rule('r1', 61, 'Ten to sixty-one'), rule('r2', 30)])).toEqual([
      {
        index: 0,
        ruleId: 'r1',
        name: 'Ten to sixty-one',
        from: 10,
        to: 61,
        outcomes: { immediate: { now: 61, scheduled: undefined }, gradual: { now: 60, scheduled: 61 } },
      },
    ]);
  });

  it('lets a rise of exactly 50 points and any fall pass', () => {
    expect(riskyRises(stored, [rule('r1', 60), rule('r2', 0)])).toEqual([]);
    expect(isRiskyRise(0.1, 50.1)).toBe(false);
  });

  it('counts a rule without a stored match from 0', () => {
    expect(riskyRises(stored, [rule(undefined, 50)])).toEqual([]);
    expect(riskyRises(stored, [rule(undefined, 50.01)]).map((rise) => [rise.from, rise.to, rise.ruleId])).toEqual([
      [0, 50.01, undefined],
    ]);
    expect(riskyRises(stored, [rule('unknown_id', 100)]).map((rise) => rise.from)).toEqual([0]);
  });

  it('matches rules by id, not by position or name', () => {
    // r2 moved first and renamed: it rises from 30, so 80 is exactly 50 points and passes; r1 from 10 to 90 does not.
    const rises = riskyRises(stored, [rule('r2', 80, 'Rule r1'), rule('r1', 90, 'Moved')]);
    expect(rises.map((rise) => [rise.index, rise.ruleId, rise.from, rise.to])).toEqual([[1, 'r1', 10, 90]]);
  });

  it('counts a repeated id as a new rule, as the server gives it a new id', () => {
    const rises = riskyRises(stored, [rule('r1', 20), rule('r1', 60)]);
    expect(rises.map((rise) => [rise.index, rise.ruleId, rise.from])).toEqual([[1, undefined, 0]]);
  });

  it('lists every risky rule of one update', () => {
    expect(
      riskyRises(stored, [rule('r1', 90), rule('r2', 100), rule(undefined, 100, 'VIP shoppers')]).map(
        (rise) => rise.name,
      ),
    ).toEqual(['Rule r1', 'Rule r2', 'VIP shoppers']);
  });
});

describe('safeChangeOutcome', () => {
  it('stores old plus 50 now and schedules the rest with the gradual strategy, in hundredths', () => {
    expect(safeChangeOutcome(10, 95.5, 'gradual')).toEqual({ now: 60, scheduled: 95.5 });
    expect(safeChangeOutcome(0.07, 100, 'gradual')).toEqual({ now: 50.07, scheduled: 100 });
  });

  it('stores the target at once when immediate, and for a rise that is not risky whatever the strategy', () => {
    expect(safeChangeOutcome(0, 100, 'immediate')).toEqual({ now: 100, scheduled: undefined });
    expect(safeChangeOutcome(10, 60, 'gradual')).toEqual({ now: 60, scheduled: undefined });
  });
});

describe('riskyRisesMessage', () => {
  it('names the rule and its rise', () => {
    const message = riskyRisesMessage(riskyRises([], [rule(undefined, 100, 'VIP shoppers')]));
    expect(message).toBe(
      'Rule "VIP shoppers" would rise from 0% to 100% at once, more than 50 points: resend with safeChangeStrategy "gradual" or "immediate"',
    );
  });

  it('names every rule when several rise', () => {
    expect(riskyRisesMessage(riskyRises(stored, [rule('r1', 90, 'A'), rule('r2', 100, 'B')]))).toMatch(
      /^Rules "A" would rise from 10% to 90%, "B" would rise from 30% to 100% at once/,
    );
  });
});
