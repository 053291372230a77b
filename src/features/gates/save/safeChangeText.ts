import type { RiskyRise, SafeChangeStrategy } from '../../../contract/safeChange';
import { timeText } from '../../../ui/timeText';
import { formatPercent } from '../../rules/summarizeRule';

/** "Rule 'VIP shoppers' (new)": how a risky rise names its rule. */
export function riseRuleText(rise: RiskyRise): string {
  const name = rise.name.trim() === '' ? `Rule ${String(rise.index + 1)}` : `Rule '${rise.name}'`;
  return rise.ruleId === undefined ? `${name} (new)` : name;
}

/**
 * What a strategy leaves a rule at, e.g. "Apply now: 0% → 100%" or "Save gradually: 0% → 50% now, 100% on
 * Jan 16, 2027, 9:00:00 AM". `scheduledAt` is when the rest of a gradual rise is expected.
 */
export function outcomeText(rise: RiskyRise, strategy: SafeChangeStrategy, scheduledAt: number): string {
  const { now, scheduled } = rise.outcomes[strategy];
  const from = formatPercent(rise.from);
  if (strategy === 'immediate' || scheduled === undefined) return `Apply now: ${from} → ${formatPercent(now)}`;
  const when = timeText(scheduledAt)?.exact ?? 'a day later';
  return `Save gradually: ${from} → ${formatPercent(now)} now, ${formatPercent(scheduled)} on ${when}`;
}

/** Which rules a strategy affects, said before saving: the API takes one strategy for the whole update. */
export function strategyScopeText(rises: readonly RiskyRise[], strategy: SafeChangeStrategy): string {
  const names = rises.map((rise) => riseRuleText(rise).replace(/^Rule /, '')).join(', ');
  const every = rises.length === 1 ? 'the rule' : `all ${String(rises.length)} rules`;
  if (strategy === 'immediate') return `Apply now sets ${every} listed at once: ${names}.`;
  const alone =
    rises.length === 1 ? '' : ' One save takes one choice: to apply one of them now, save it on its own first.';
  return `Save gradually ramps ${every} listed, not only one: ${names}.${alone}`;
}
