import type { Condition } from '../../contract/rule';
import { conditionPhrase, type ConditionPhrase } from './describeCondition';

// A summary is one line: long value lists are cut short here and spelled out in full on the rule card.
const SUMMARY_MAX_VALUES = 5;

/** The part of a rule its summary reads. */
export interface SummarizedRule {
  conditions: readonly Condition[];
  passPercentage: number;
  environments?: readonly string[] | null;
}

/** "25%", "33.33%": as many decimals as the value has (at most two, the API's step). */
export function formatPercent(value: number): string {
  return `${String(Math.round(value * 100) / 100)}%`;
}

// "whose" joins attribute tests, "who" joins segment tests; it is repeated only when it changes.
function clause(phrase: ConditionPhrase): { lead: 'whose' | 'who'; text: string } {
  if (phrase.kind === 'segment') {
    return { lead: 'who', text: `${phrase.passes ? 'pass' : 'fail'} segment ${phrase.segment}` };
  }
  return { lead: 'whose', text: `${phrase.subject} ${phrase.predicate}` };
}

function audience(conditions: readonly Condition[]): string {
  if (conditions.length === 0) return 'Everyone';
  let previousLead: string | undefined;
  const parts = conditions.map((condition) => {
    const { lead, text } = clause(conditionPhrase(condition, { maxValues: SUMMARY_MAX_VALUES }));
    const part = lead === previousLead ? text : `${lead} ${text}`;
    previousLead = lead;
    return part;
  });
  return `Users ${parts.join(' and ')}`;
}

/**
 * A rule in one plain sentence, e.g. "Users whose country is any of US, CA — 25% pass", "Everyone — 100% pass",
 * with " (production, staging only)" when the rule is limited to some environments.
 */
export function summarizeRule(rule: SummarizedRule): string {
  const environments = rule.environments ?? [];
  const scope = environments.length > 0 ? ` (${environments.join(', ')} only)` : '';
  return `${audience(rule.conditions)} — ${formatPercent(rule.passPercentage)} pass${scope}`;
}
