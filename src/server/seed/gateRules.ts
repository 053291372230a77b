import type { AutomatedRollout, Rule } from '../../contract/rule';
import type { RuleSpec } from './gateSpec';
import type { Random } from './random';
import { DAY } from './seedTime';

const ROLLOUT_STEPS = [10, 25, 50, 75, 100] as const;

/** Steps up to the rule's percentage, spread between its last edit and now. */
function completedRollouts(pass: number, editedAt: number, now: number): AutomatedRollout[] {
  const steps = ROLLOUT_STEPS.filter((step) => step <= pass);
  const span = Math.max(now - editedAt, DAY);
  return steps.map((passPercent, index) => ({
    passPercent,
    time: Math.round(editedAt + (span * (index + 1)) / (steps.length + 1)),
  }));
}

/** Steps still to come, one a day from tomorrow. */
function pendingRollouts(pass: number, now: number): AutomatedRollout[] {
  return ROLLOUT_STEPS.filter((step) => step > pass).map((passPercent, index) => ({
    passPercent,
    time: now + (index + 1) * DAY,
  }));
}

/**
 * The current version's rules with ids. A rule scoped to some environments has a baseID of its own: the service
 * splits one base rule per environment, so those ids differ; elsewhere the baseID is the rule's id.
 */
export function buildRules(specs: readonly RuleSpec[], random: Random, editedAt: number, now: number): Rule[] {
  return specs.map((spec) => {
    const id = random.id(22);
    const rule: Rule = {
      id,
      baseID: spec.environments ? random.id(22) : id,
      name: spec.name,
      passPercentage: spec.pass,
      conditions: spec.conditions ?? [],
      environments: spec.environments ?? null,
    };
    if (spec.rollout === 'completed') rule.completedAutomatedRollouts = completedRollouts(spec.pass, editedAt, now);
    if (spec.rollout === 'pending') {
      rule.completedAutomatedRollouts = completedRollouts(spec.pass, editedAt, now);
      rule.pendingAutomatedRollouts = pendingRollouts(spec.pass, now);
    }
    return rule;
  });
}
