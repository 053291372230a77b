import { createContext } from 'react';
import type { Rule } from '../../../contract/rule';
import { type RolloutStep, rolloutSteps } from '../../rules/rolloutSteps';

/** The automated rollout steps of the saved rules, by rule id: the form holds no rollouts, the loaded gate does. */
export const RuleRolloutsContext = createContext<ReadonlyMap<string, readonly RolloutStep[]>>(new Map());

/** The rollout steps of each rule that has any. */
export function rolloutsById(rules: readonly Rule[]): Map<string, RolloutStep[]> {
  return new Map(
    rules.flatMap((rule) => {
      const steps = rolloutSteps(rule);
      return rule.id === undefined || steps.length === 0 ? [] : [[rule.id, steps] as const];
    }),
  );
}
