import type { Gate } from '../../../contract/gate';
import type { Rule } from '../../../contract/rule';
import { sameValue } from '../../gate-diff/sameValue';

// The fields a person edits on the gate page (its writable fields besides rules).
const FIELDS = [
  ['name', 'name'],
  ['description', 'description'],
  ['isEnabled', 'enabled'],
  ['type', 'type'],
  ['idType', 'id type'],
  ['tags', 'tags'],
  ['targetApps', 'target apps'],
  ['reviewSettings', 'review settings'],
] as const;

/** The result of re-applying one person's edits on a newer version of the gate. */
export interface RebasedEdits {
  /** The newer gate with the user's edits applied. */
  gate: Gate;
  /** What both the user and the newer version changed (the user's value was kept): worth a second look. */
  bothChanged: string[];
}

/** What a rule says, without the ids and rollouts the server keeps. */
function ruleContent(rule: Rule) {
  return {
    name: rule.name,
    passPercentage: rule.passPercentage,
    conditions: rule.conditions,
    environments: rule.environments ?? null,
  };
}

function sameRule(a: Rule | undefined, b: Rule | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return sameValue(ruleContent(a), ruleContent(b));
}

function sameRules(a: readonly Rule[], b: readonly Rule[]): boolean {
  return a.length === b.length && a.every((rule, index) => rule.id === b[index]?.id && sameRule(rule, b[index]));
}

function byId(rules: readonly Rule[]): Map<string, Rule> {
  return new Map(rules.flatMap((rule) => (rule.id === undefined ? [] : [[rule.id, rule] as const])));
}

/**
 * Rules when both sides changed them: the newer list and order, with each rule the user changed or deleted
 * changed or deleted there too, and the user's new rules inserted at their place.
 */
function mergeRules(
  loaded: readonly Rule[],
  edited: readonly Rule[],
  newer: readonly Rule[],
): { rules: Rule[]; clashes: string[] } {
  const loadedById = byId(loaded);
  const editedById = byId(edited);
  const clashes: string[] = [];
  const rules: Rule[] = [];
  for (const rule of newer) {
    const before = rule.id === undefined ? undefined : loadedById.get(rule.id);
    const mine = rule.id === undefined ? undefined : editedById.get(rule.id);
    if (before === undefined) {
      rules.push(rule);
      continue;
    }
    const theyChanged = !sameRule(before, rule);
    if (mine === undefined) {
      if (theyChanged) clashes.push(`rule '${rule.name}'`);
      continue;
    }
    const iChanged = !sameRule(before, mine);
    if (iChanged && theyChanged && !sameRule(mine, rule)) clashes.push(`rule '${mine.name}'`);
    rules.push(iChanged ? { ...rule, ...mine } : rule);
  }
  edited.forEach((rule, index) => {
    if (rule.id !== undefined && loadedById.has(rule.id)) return;
    rules.splice(Math.min(index, rules.length), 0, rule);
  });
  return { rules, clashes };
}

/**
 * Re-applies the user's edits (`edited`, made on `loaded`) to `newer`, the version someone saved meanwhile: a field
 * the user left alone takes the newer value; a field the user changed keeps the user's value.
 */
export function rebaseEdits(loaded: Gate, edited: Gate, newer: Gate): RebasedEdits {
  const gate: Gate = { ...newer };
  const bothChanged: string[] = [];
  for (const [field, label] of FIELDS) {
    const iChanged = !sameValue(edited[field], loaded[field]);
    if (!iChanged) continue;
    const theyChanged = !sameValue(newer[field], loaded[field]);
    if (theyChanged && !sameValue(newer[field], edited[field])) bothChanged.push(label);
    Object.assign(gate, { [field]: edited[field] });
  }
  if (!sameRules(edited.rules, loaded.rules)) {
    if (sameRules(newer.rules, loaded.rules)) {
      gate.rules = edited.rules;
    } else {
      const merged = mergeRules(loaded.rules, edited.rules, newer.rules);
      gate.rules = merged.rules;
      bothChanged.push(...merged.clashes);
    }
  }
  return { gate, bothChanged };
}
