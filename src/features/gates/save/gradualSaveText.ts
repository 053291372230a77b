import type { Gate, GateUpdateBody } from '../../../contract/gate';
import { timeText } from '../../../ui/timeText';
import { formatPercent } from '../../rules/summarizeRule';

/**
 * After a gradual safe change, what each held-back rule is at now and when the rest is scheduled, e.g.
 * "Rule 'Everyone' is at 75% now; 100% is scheduled for Jan 16, 2027, 9:00:00 AM." Empty when nothing was held back.
 */
export function gradualSaveText(sent: GateUpdateBody, saved: Gate): string {
  const parts = saved.rules.flatMap((rule, index) => {
    const asked = sent.rules?.[index]?.passPercentage;
    const next = (rule.pendingAutomatedRollouts ?? []).find((step) => step.passPercent === asked);
    if (asked === undefined || next === undefined || asked <= rule.passPercentage) return [];
    const when = timeText(next.time)?.exact ?? 'later';
    return [
      `Rule '${rule.name}' is at ${formatPercent(rule.passPercentage)} now; ${formatPercent(asked)} is scheduled for ${when}.`,
    ];
  });
  return parts.join(' ');
}
