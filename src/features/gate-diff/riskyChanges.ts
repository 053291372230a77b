import { formatPercent } from '../rules/summarizeRule';
import type { GateDiff } from './gateDiff';
import { ruleLabel } from './ruleLabel';

/**
 * The changes a person must confirm before saving, each as a sentence: disabling the gate, deleting a rule,
 * raising a rule's pass percentage (more users get the feature). Lowering or narrowing is not listed, nor a rise
 * of a rule in `choseStrategyFor` (rule ids whose rise the person confirms by choosing a safe-change strategy).
 */
export function riskyChanges(diff: GateDiff, choseStrategyFor: ReadonlySet<string> = new Set()): string[] {
  const risks: string[] = [];
  const enabled = diff.fields.find((field) => field.field === 'isEnabled');
  if (enabled && enabled.before !== false && enabled.after === false) risks.push('Disables the gate');
  for (const change of diff.rules) {
    if (change.kind === 'removed') {
      risks.push(`Deletes ${ruleLabel(change)}`);
    } else if (
      change.kind === 'changed' &&
      change.after.passPercentage > change.before.passPercentage &&
      !choseStrategyFor.has(change.after.id ?? '')
    ) {
      const from = formatPercent(change.before.passPercentage);
      const to = formatPercent(change.after.passPercentage);
      risks.push(`Raises ${ruleLabel(change)} from ${from} to ${to}`);
    }
  }
  return risks;
}
