/** Form paths of one rule and one condition, typed so react-hook-form checks every name built from them. */
export type RulePath = `rules.${number}`;
export type ConditionPath = `rules.${number}.conditions.${number}`;

export function rulePath(ruleIndex: number): RulePath {
  return `rules.${ruleIndex}`;
}

export function conditionPath(ruleIndex: number, index: number): ConditionPath {
  return `rules.${ruleIndex}.conditions.${index}`;
}
