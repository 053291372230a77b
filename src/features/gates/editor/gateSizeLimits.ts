import { MAX_CONDITIONS_PER_RULE, MAX_RULES_PER_GATE, MAX_VALUES_PER_CONDITION } from '../../../contract/limits';

const count = (n: number) => n.toLocaleString('en-US');

// The server refuses a gate past these limits (README, API); the form says so at the list that is too long, so the
// message shows where the user can fix it, before anything is sent.

/** Why a gate's rule list is too long, or undefined. */
export function rulesLimitProblem(rules: number): string | undefined {
  if (rules <= MAX_RULES_PER_GATE) return undefined;
  return `A gate holds at most ${count(MAX_RULES_PER_GATE)} rules; this one has ${count(rules)}. Remove ${count(rules - MAX_RULES_PER_GATE)} to save.`;
}

/** Why a rule's condition list is too long, or undefined. */
export function conditionsLimitProblem(conditions: number): string | undefined {
  if (conditions <= MAX_CONDITIONS_PER_RULE) return undefined;
  return `A rule holds at most ${count(MAX_CONDITIONS_PER_RULE)} conditions; this one has ${count(conditions)}.`;
}

/** Why a condition's value list is too long, or undefined. */
export function valuesLimitProblem(values: number): string | undefined {
  if (values <= MAX_VALUES_PER_CONDITION) return undefined;
  return `A condition holds at most ${count(MAX_VALUES_PER_CONDITION)} values; this one has ${count(values)}. Put longer lists in a segment.`;
}
