import type { MatchedRuleChange, RuleChange } from './gateDiff';

/** A rule change to show, or a run of unchanged rules to fold into "N unchanged rules". */
export type RuleChangeGroup =
  { kind: 'change'; change: RuleChange } | { kind: 'unchanged'; changes: MatchedRuleChange[] };

/** Folds each run of consecutive unchanged rules into one group, so 100 rules with 2 edits read as 2 edits. */
export function groupRuleChanges(changes: readonly RuleChange[]): RuleChangeGroup[] {
  const groups: RuleChangeGroup[] = [];
  for (const change of changes) {
    const last = groups.at(-1);
    if (change.kind !== 'unchanged') groups.push({ kind: 'change', change });
    else if (last?.kind === 'unchanged') last.changes.push(change);
    else groups.push({ kind: 'unchanged', changes: [change] });
  }
  return groups;
}

/** "2 added, 1 removed, 3 changed, 1 moved, 40 unchanged": counts of each kind, in that order, zeros left out. */
export function countRuleChanges(changes: readonly RuleChange[]): string {
  const order = ['added', 'removed', 'changed', 'moved', 'unchanged'] as const;
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const parts = order.filter((kind) => counts.has(kind)).map((kind) => `${String(counts.get(kind))} ${kind}`);
  return parts.length === 0 ? 'No rules' : parts.join(', ');
}
