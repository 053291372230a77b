import type { RuleChange } from './gateDiff';

/** "rule 'Beta'", or "rule 3" for a rule without a name; the newer name wins for a renamed rule. */
export function ruleLabel(change: RuleChange): string {
  const rule = change.kind === 'removed' ? change.before : change.after;
  const position = change.kind === 'removed' ? change.fromIndex : change.toIndex;
  const name = rule.name.trim();
  return name === '' ? `rule ${String(position + 1)}` : `rule '${name}'`;
}
