import type { Condition, Rule } from '../../contract/rule';

/** One gate-level field whose value differs between two versions. */
export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** One field of a rule that differs between two versions of the same rule (matched by id). */
export interface RuleFieldChange {
  field: 'name' | 'passPercentage' | 'environments' | 'conditions' | 'returnValue';
  label: string;
  before: unknown;
  after: unknown;
}

/** A rule present in both versions: how it changed and where it sits in each. */
export interface MatchedRuleChange {
  kind: 'changed' | 'moved' | 'unchanged';
  before: Rule;
  after: Rule;
  fromIndex: number;
  toIndex: number;
  changes: RuleFieldChange[];
  conditionChanges: { added: Condition[]; removed: Condition[] };
  /** Whether the rule changed place relative to the other kept rules (true for every 'moved', some 'changed'). */
  moved: boolean;
}

/** What happened to one rule; removed rules are listed where they stood, between the rules around them. */
export type RuleChange =
  | { kind: 'added'; after: Rule; toIndex: number }
  | { kind: 'removed'; before: Rule; fromIndex: number }
  | MatchedRuleChange;

/** The change between two contents of a gate: fields, then rules in the order of the newer version. */
export interface GateDiff {
  fields: FieldChange[];
  rules: RuleChange[];
  isEmpty: boolean;
}
