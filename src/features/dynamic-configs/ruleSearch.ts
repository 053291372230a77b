import type { Condition, Rule } from '../../contract/rule';
import { boundedJson } from '../../ui/boundedJson';

/** One rule's searchable text, lower case: as written, and with every space removed. */
interface SearchEntry {
  text: string;
  squeezed: string;
}

/** The searchable text of every rule of a config, in rule order; built once, searched on every keystroke. */
export type RuleSearchIndex = readonly SearchEntry[];

const WHITESPACE = /\s+/g;

function conditionText(condition: Condition): string {
  const value = condition.targetValue;
  const values = Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
  return [condition.type, condition.field, condition.customID, values].filter(Boolean).join(' ');
}

/** What a search looks in: the rule's name, each condition's type, field and values, and its return value as JSON. */
function ruleSearchText(rule: Rule): string {
  const returned = rule.returnValue === undefined ? '' : boundedJson(rule.returnValue);
  return [rule.name, ...rule.conditions.map(conditionText), returned].join('\n').toLowerCase();
}

/** Precomputes the lower-case text of each rule, so a search of 20,000 rules is only substring tests. */
export function buildRuleSearchIndex(rules: readonly Rule[]): RuleSearchIndex {
  return rules.map((rule) => {
    const text = ruleSearchText(rule);
    return { text, squeezed: text.replace(WHITESPACE, '') };
  });
}

const indexes = new WeakMap<readonly Rule[], RuleSearchIndex>();

/** The index of this rules array, built on its first search and kept while the array lives. */
export function searchIndexFor(rules: readonly Rule[]): RuleSearchIndex {
  let index = indexes.get(rules);
  if (index === undefined) {
    index = buildRuleSearchIndex(rules);
    indexes.set(rules, index);
  }
  return index;
}

/**
 * Positions (0-based) of the rules whose text contains the query, ignoring case. Spaces in the query are also
 * ignored against the JSON of return values, so `"radiusKm": 24` finds `{"radiusKm":24}`. A blank query is null.
 */
export function matchingRules(index: RuleSearchIndex, query: string): number[] | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const squeezedNeedle = needle.replace(WHITESPACE, '');
  const matches: number[] = [];
  index.forEach((entry, position) => {
    if (entry.text.includes(needle) || entry.squeezed.includes(squeezedNeedle)) matches.push(position);
  });
  return matches;
}
