import { MAX_CONDITIONS_PER_RULE, MAX_RULES_PER_GATE } from '../../../contract/limits';
import { countText } from '../../../ui/countText';

// The server refuses a gate past the contract's caps. Here are the caps' words and the notes on a full list's Add
// button, which a gate's first view draws too; the form's problems for a list too long are in gateSizeProblems.ts.

/** A list a gate caps: the contract's maximum and the words for it ("A gate holds at most 500 rules"). */
export interface ListCap {
  max: number;
  holder: string;
  items: string;
}

export const RULES: ListCap = { max: MAX_RULES_PER_GATE, holder: 'gate', items: 'rules' };
export const CONDITIONS: ListCap = { max: MAX_CONDITIONS_PER_RULE, holder: 'rule', items: 'conditions' };

export const atMost = ({ max, holder, items }: ListCap) => `A ${holder} holds at most ${countText(max)} ${items}`;

/** Why adding to a list of `length` items is off, or undefined while there is room. */
function fullNote(cap: ListCap, length: number): string | undefined {
  return length >= cap.max ? `${atMost(cap)}; remove one to add another.` : undefined;
}

/** Why Add rule is off (the gate is full), or undefined. */
export const rulesFullNote = (rules: number) => fullNote(RULES, rules);

/** Why Add condition is off (the rule is full), or undefined. */
export const conditionsFullNote = (conditions: number) => fullNote(CONDITIONS, conditions);
