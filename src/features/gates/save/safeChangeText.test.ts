import { describe, expect, it } from 'vitest';
import { riskyRises } from '../../../contract/safeChange';
import { outcomeText, riseRuleText, strategyScopeText } from './safeChangeText';

const at = Date.UTC(2027, 0, 16, 12);
const [added, edited] = riskyRises(
  [{ id: 'r1', passPercentage: 10 }],
  [
    { name: 'VIP shoppers', passPercentage: 100 },
    { id: 'r1', name: 'Staff', passPercentage: 90 },
  ],
);

describe('safe-change text', () => {
  it('says what each choice leaves a new rule at', () => {
    if (added === undefined) throw new Error('expected a rise');
    expect(riseRuleText(added)).toBe("Rule 'VIP shoppers' (new)");
    expect(outcomeText(added, 'immediate', at)).toBe('Apply now: 0% → 100%');
    expect(outcomeText(added, 'gradual', at)).toMatch(/^Save gradually: 0% → 50% now, 100% on Jan 1[67], 2027, /);
  });

  it('says what each choice leaves an edited rule at', () => {
    if (edited === undefined) throw new Error('expected a rise');
    expect(outcomeText(edited, 'gradual', at)).toMatch(/^Save gradually: 10% → 60% now, 90% on /);
  });

  it('says that one strategy applies to every listed rule', () => {
    const rises = [added, edited].flatMap((rise) => (rise === undefined ? [] : [rise]));
    expect(strategyScopeText(rises, 'gradual')).toBe(
      "Save gradually ramps all 2 rules listed, not only one: 'VIP shoppers' (new), 'Staff'. One save takes one choice: to apply one of them now, save it on its own first.",
    );
    expect(strategyScopeText(rises, 'immediate')).toBe(
      "Apply now sets all 2 rules listed at once: 'VIP shoppers' (new), 'Staff'.",
    );
  });
});
