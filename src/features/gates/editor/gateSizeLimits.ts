import { MAX_CONDITIONS_PER_RULE, MAX_RULES_PER_GATE, MAX_VALUES_PER_CONDITION } from '../../../contract/limits';
import { countText } from '../../../ui/countText';

// The server refuses a gate past the contract's caps; the form says so at the list that is too long, so the message
// shows where the user can fix it, before anything is sent.

/** A list a gate caps: the contract's maximum and the words for it ("A gate holds at most 500 rules"). */
interface ListCap {
  max: number;
  holder: string;
  items: string;
}

const RULES: ListCap = { max: MAX_RULES_PER_GATE, holder: 'gate', items: 'rules' };
const CONDITIONS: ListCap = { max: MAX_CONDITIONS_PER_RULE, holder: 'rule', items: 'conditions' };
const VALUES: ListCap = { max: MAX_VALUES_PER_CONDITION, holder: 'condition', items: 'values' };

const atMost = ({ max, holder, items }: ListCap) => `A ${holder} holds at most ${countText(max)} ${items}`;

/** Why a list of `length` items is over its cap (with how to fix it, when there is more to say), or undefined. */
function overProblem(cap: ListCap, length: number, fix = ''): string | undefined {
  if (length <= cap.max) return undefined;
  return `${atMost(cap)}; this one has ${countText(length)}.${fix}`;
}

/** Why adding to a list of `length` items is off, or undefined while there is room. */
function fullNote(cap: ListCap, length: number): string | undefined {
  return length >= cap.max ? `${atMost(cap)}; remove one to add another.` : undefined;
}

/** Why a gate's rule list is too long, or undefined. */
export const rulesLimitProblem = (rules: number) =>
  overProblem(RULES, rules, ` Remove ${countText(rules - MAX_RULES_PER_GATE)} to save.`);

/** Why a rule's condition list is too long, or undefined. */
export const conditionsLimitProblem = (conditions: number) => overProblem(CONDITIONS, conditions);

/** Why a condition's value list is too long, or undefined. */
export const valuesLimitProblem = (values: number) => overProblem(VALUES, values, ' Put longer lists in a segment.');

/** Why Add rule is off (the gate is full), or undefined. */
export const rulesFullNote = (rules: number) => fullNote(RULES, rules);

/** Why Add condition is off (the rule is full), or undefined. */
export const conditionsFullNote = (conditions: number) => fullNote(CONDITIONS, conditions);
