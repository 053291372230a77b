import type { Rule } from './rule';

/**
 * A gate's status as derived after every update: Disabled when off; In Progress while some rule passes part of its
 * units; Launched when a rule without conditions passes everyone; else In Progress. Archived is set, not derived.
 */
export function deriveGateStatus(
  isEnabled: boolean,
  rules: readonly Pick<Rule, 'passPercentage' | 'conditions'>[],
): 'Disabled' | 'In Progress' | 'Launched' {
  if (!isEnabled) return 'Disabled';
  if (rules.some((rule) => rule.passPercentage > 0 && rule.passPercentage < 100)) return 'In Progress';
  if (rules.some((rule) => rule.passPercentage === 100 && rule.conditions.length === 0)) return 'Launched';
  return 'In Progress';
}
