import type { AutomatedRollout, Rule } from '../../contract/rule';

/** One step of a rule's automated rollout: the pass percentage it reached or will reach, and when. */
export interface RolloutStep {
  passPercent: number;
  time: number;
  state: 'completed' | 'pending';
}

const byTime = (a: RolloutStep, b: RolloutStep) => a.time - b.time;

function steps(rollouts: readonly AutomatedRollout[] | undefined, state: RolloutStep['state']): RolloutStep[] {
  return (rollouts ?? []).map(({ passPercent, time }) => ({ passPercent, time, state }));
}

/** The completed steps, oldest first, then the pending ones, soonest first; empty when the rule has none. */
export function rolloutSteps(
  rule: Pick<Rule, 'completedAutomatedRollouts' | 'pendingAutomatedRollouts'>,
): RolloutStep[] {
  return [
    ...steps(rule.completedAutomatedRollouts, 'completed').sort(byTime),
    ...steps(rule.pendingAutomatedRollouts, 'pending').sort(byTime),
  ];
}
