import type { Rule, RuleInput } from '../../../contract/rule';
import {
  GRADUAL_STEP_MS,
  matchStoredRules,
  safeChangeOutcome,
  type SafeChangeStrategy,
} from '../../../contract/safeChange';

interface RuleMergeContext {
  now: number;
  newRuleId: () => string;
  /** How a risky rise is stored; the caller has already refused one without a strategy (428). */
  strategy: SafeChangeStrategy;
}

/**
 * The rule list an update writes. A rule whose `id` matches a stored rule keeps that id and the server-kept fields
 * (`baseID`, `returnValue`, rollout lists); any other rule, an unknown or repeated id included, gets a new id.
 */
export function mergeRules(stored: readonly Rule[], input: readonly RuleInput[], context: RuleMergeContext): Rule[] {
  const matches = matchStoredRules(stored, input);
  return input.map((rule, index) => {
    const match = matches[index];
    const id = match?.id ?? context.newRuleId();
    const { passPercentage, pendingAutomatedRollouts } = rollout(rule, match, context);
    return {
      id,
      baseID: match?.baseID ?? id,
      name: rule.name,
      passPercentage,
      conditions: rule.conditions,
      environments: rule.environments !== undefined ? rule.environments : (match?.environments ?? null),
      ...(match?.returnValue !== undefined ? { returnValue: match.returnValue } : {}),
      completedAutomatedRollouts: match?.completedAutomatedRollouts ?? [],
      pendingAutomatedRollouts,
    };
  });
}

/** Applies the safe-change policy to one rule's pass percentage. */
function rollout(rule: RuleInput, match: Rule | undefined, context: RuleMergeContext) {
  const from = match?.passPercentage ?? 0;
  const target = rule.passPercentage;
  const { now, scheduled } = safeChangeOutcome(from, target, context.strategy);
  if (scheduled !== undefined) {
    return {
      passPercentage: now,
      pendingAutomatedRollouts: [{ passPercent: scheduled, time: context.now + GRADUAL_STEP_MS }],
    };
  }
  // Setting a new percentage by hand supersedes a rollout still scheduled for the rule.
  const keptPending = match?.pendingAutomatedRollouts ?? [];
  return { passPercentage: now, pendingAutomatedRollouts: target === from ? keptPending : [] };
}
