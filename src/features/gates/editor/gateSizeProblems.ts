import { MAX_RULES_PER_GATE, MAX_VALUES_PER_CONDITION } from '../../../contract/limits';
import { countText } from '../../../ui/countText';
import { atMost, CONDITIONS, type ListCap, RULES } from './gateSizeLimits';

// The form says a list is too long at the list itself, so the message shows where the user can fix it, before
// anything is sent (the server would refuse the gate).

const VALUES: ListCap = { max: MAX_VALUES_PER_CONDITION, holder: 'condition', items: 'values' };

/** Why a list of `length` items is over its cap (with how to fix it, when there is more to say), or undefined. */
function overProblem(cap: ListCap, length: number, fix = ''): string | undefined {
  if (length <= cap.max) return undefined;
  return `${atMost(cap)}; this one has ${countText(length)}.${fix}`;
}

/** Why a gate's rule list is too long, or undefined. */
export const rulesLimitProblem = (rules: number) =>
  overProblem(RULES, rules, ` Remove ${countText(rules - MAX_RULES_PER_GATE)} to save.`);

/** Why a rule's condition list is too long, or undefined. */
export const conditionsLimitProblem = (conditions: number) => overProblem(CONDITIONS, conditions);

/** Why a condition's value list is too long, or undefined. */
export const valuesLimitProblem = (values: number) => overProblem(VALUES, values, ' Put longer lists in a segment.');
