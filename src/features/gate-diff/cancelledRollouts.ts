import type { Gate } from '../../contract/gate';
import { formatPercent } from '../rules/summarizeRule';
import { timeText } from '../../ui/timeText';

/** A rule's scheduled rollout that a save would cancel. */
export interface CancelledRollout {
  ruleId: string;
  ruleName: string;
  /** The last scheduled step: where the rollout was heading, and when it would have got there. */
  passPercent: number;
  time: number;
}

/**
 * The scheduled rollouts `edited` would cancel: the service drops a rule's pending steps when its pass percentage is
 * set by hand (README, Gradual safe change), and a deleted rule takes its steps with it.
 */
export function cancelledRollouts(base: Gate, edited: Gate): CancelledRollout[] {
  const editedById = new Map(edited.rules.flatMap((rule) => (rule.id === undefined ? [] : [[rule.id, rule] as const])));
  return base.rules.flatMap((rule) => {
    const pending = rule.pendingAutomatedRollouts ?? [];
    const last = pending.reduce<(typeof pending)[number] | undefined>(
      (latest, step) => (latest === undefined || step.time > latest.time ? step : latest),
      undefined,
    );
    if (rule.id === undefined || last === undefined) return [];
    const after = editedById.get(rule.id);
    if (after?.passPercentage === rule.passPercentage) return [];
    return [{ ruleId: rule.id, ruleName: rule.name, passPercent: last.passPercent, time: last.time }];
  });
}

/** "Rule 'Beta': this cancels the scheduled rollout to 80% on Jan 15, 2027, 9:00:00 AM." */
export function cancelledRolloutText(cancelled: CancelledRollout): string {
  const when = timeText(cancelled.time)?.exact ?? 'its scheduled date';
  return `Rule '${cancelled.ruleName}': this cancels the scheduled rollout to ${formatPercent(cancelled.passPercent)} on ${when}.`;
}
