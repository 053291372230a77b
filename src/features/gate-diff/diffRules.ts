import type { Condition, Rule } from '../../contract/rule';
import type { MatchedRuleChange, RuleChange, RuleFieldChange } from './gateDiff';
import { canonicalJson, sameSet, sameValue } from './sameValue';

interface Match {
  before: Rule;
  after: Rule;
  fromIndex: number;
  toIndex: number;
}

/** Conditions in `a` that `b` lacks, counting repeats (a multiset difference). */
function missingFrom(a: readonly Condition[], b: readonly Condition[]): Condition[] {
  const remaining = new Map<string, number>();
  for (const condition of b) {
    const key = canonicalJson(condition);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  return a.filter((condition) => {
    const key = canonicalJson(condition);
    const count = remaining.get(key) ?? 0;
    if (count === 0) return true;
    remaining.set(key, count - 1);
    return false;
  });
}

function ruleFieldChanges(before: Rule, after: Rule): RuleFieldChange[] {
  const changes: RuleFieldChange[] = [];
  const add = (field: RuleFieldChange['field'], label: string, a: unknown, b: unknown) => {
    changes.push({ field, label, before: a, after: b });
  };
  if (before.name !== after.name) add('name', 'Name', before.name, after.name);
  if (before.passPercentage !== after.passPercentage) {
    add('passPercentage', 'Pass percentage', before.passPercentage, after.passPercentage);
  }
  // null, absent and [] all mean every environment; the order of environments carries no meaning.
  const environmentsBefore = before.environments ?? [];
  const environmentsAfter = after.environments ?? [];
  if (!sameSet(environmentsBefore, environmentsAfter)) {
    add('environments', 'Environments', environmentsBefore, environmentsAfter);
  }
  if (!sameValue(before.conditions, after.conditions))
    add('conditions', 'Conditions', before.conditions, after.conditions);
  if (!sameValue(before.returnValue, after.returnValue)) {
    add('returnValue', 'Return value', before.returnValue, after.returnValue);
  }
  return changes;
}

/**
 * Indexes (into `matches`) of the rules that kept their relative order: the longest increasing run of their old
 * positions. Every other kept rule counts as moved, so one insertion does not mark all later rules as moved.
 */
function inOrder(matches: readonly Match[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  matches.forEach((match, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const tail = matches[tails[middle] ?? 0];
      if (tail && tail.fromIndex < match.fromIndex) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? (tails[low - 1] ?? -1) : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  let cursor = tails.length > 0 ? (tails[tails.length - 1] ?? -1) : -1;
  while (cursor >= 0) {
    kept.add(cursor);
    cursor = previous[cursor] ?? -1;
  }
  return kept;
}

function matchedChange(match: Match, moved: boolean): MatchedRuleChange {
  const changes = ruleFieldChanges(match.before, match.after);
  const kind = changes.length > 0 ? 'changed' : moved ? 'moved' : 'unchanged';
  const conditionChanges = {
    added: missingFrom(match.after.conditions, match.before.conditions),
    removed: missingFrom(match.before.conditions, match.after.conditions),
  };
  return { kind, ...match, changes, conditionChanges, moved };
}

/** The rule changes between two rule lists, rules matched by `id` (a rule without a known id is new). */
export function diffRules(before: readonly Rule[], after: readonly Rule[]): RuleChange[] {
  const beforeById = new Map<string, number>();
  before.forEach((rule, index) => {
    if (rule.id !== undefined && !beforeById.has(rule.id)) beforeById.set(rule.id, index);
  });

  const matches: Match[] = [];
  const matchAt = new Map<number, number>();
  const claimed = new Set<number>();
  after.forEach((rule, toIndex) => {
    const fromIndex = rule.id === undefined ? undefined : beforeById.get(rule.id);
    const earlier = fromIndex === undefined ? undefined : before[fromIndex];
    if (fromIndex === undefined || earlier === undefined || claimed.has(fromIndex)) return;
    claimed.add(fromIndex);
    matchAt.set(toIndex, matches.length);
    matches.push({ before: earlier, after: rule, fromIndex, toIndex });
  });

  const kept = inOrder(matches);
  const removedAfter = removedByAnchor(before, claimed);
  const result: RuleChange[] = [...(removedAfter.get(-1) ?? [])];
  after.forEach((rule, toIndex) => {
    const index = matchAt.get(toIndex);
    const match = index === undefined ? undefined : matches[index];
    if (index === undefined || match === undefined) {
      result.push({ kind: 'added', after: rule, toIndex });
      return;
    }
    result.push(matchedChange(match, !kept.has(index)), ...(removedAfter.get(match.fromIndex) ?? []));
  });
  return result;
}

// A removed rule is listed right after the kept rule that preceded it in the old list (anchor -1: first).
function removedByAnchor(before: readonly Rule[], claimed: ReadonlySet<number>): Map<number, RuleChange[]> {
  const groups = new Map<number, RuleChange[]>();
  let anchor = -1;
  before.forEach((rule, fromIndex) => {
    if (claimed.has(fromIndex)) {
      anchor = fromIndex;
      return;
    }
    const group = groups.get(anchor) ?? [];
    group.push({ kind: 'removed', before: rule, fromIndex });
    groups.set(anchor, group);
  });
  return groups;
}
