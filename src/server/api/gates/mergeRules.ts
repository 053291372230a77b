import type { SAFE_CHANGE_STRATEGIES } from '../../../contract/enums';
import { SAFE_CHANGE_THRESHOLD } from '../../../contract/limits';
import type { Rule, RuleInput } from '../../../contract/rule';
import { ApiError } from '../apiError';

type SafeChangeStrategy = (typeof SAFE_CHANGE_STRATEGIES)[number];

interface RuleMergeContext {
  now: number;
  newRuleId: () => string;
  /** Absent: a rise of more than the threshold is refused with 428. */
  strategy: SafeChangeStrategy | undefined;
}

// The next step of a gradual rollout is scheduled one day after the change.
const GRADUAL_STEP_MS = 24 * 60 * 60 * 1000;
// Pass percentages are in steps of 0.01; compare with a tolerance so 0.1 + 0.2 style sums do not count as a rise.
const EPSILON = 1e-9;

const toHundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The rule list an update writes. A rule whose `id` matches a stored rule keeps that id and the server-kept fields
 * (`baseID`, `returnValue`, rollout lists); any other rule, an unknown or repeated id included, gets a new id.
 */
export function mergeRules(stored: readonly Rule[], input: readonly RuleInput[], context: RuleMergeContext): Rule[] {
  const storedById = new Map(stored.flatMap((rule) => (rule.id === undefined ? [] : [[rule.id, rule] as const])));
  const matched = new Set<string>();
  return input.map((rule) => {
    const match = rule.id !== undefined && !matched.has(rule.id) ? storedById.get(rule.id) : undefined;
    const id = match?.id ?? context.newRuleId();
    matched.add(id);
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
  const keptPending = match?.pendingAutomatedRollouts ?? [];
  if (target - from <= SAFE_CHANGE_THRESHOLD + EPSILON) {
    // Setting a new percentage by hand supersedes a rollout still scheduled for the rule.
    return { passPercentage: target, pendingAutomatedRollouts: target === from ? keptPending : [] };
  }
  if (context.strategy === undefined) {
    throw new ApiError(
      428,
      `Rule "${rule.name}" would rise from ${String(from)}% to ${String(target)}% at once, more than ` +
        `${String(SAFE_CHANGE_THRESHOLD)} points: resend with safeChangeStrategy "gradual" or "immediate"`,
    );
  }
  if (context.strategy === 'immediate') return { passPercentage: target, pendingAutomatedRollouts: [] };
  return {
    passPercentage: toHundredths(from + SAFE_CHANGE_THRESHOLD),
    pendingAutomatedRollouts: [{ passPercent: target, time: context.now + GRADUAL_STEP_MS }],
  };
}
