import * as z from './zod';
import { type Gate, GateUpdateBodySchema } from './gate';
import { deriveGateStatus } from './gateStatus';
import type { Rule } from './rule';
import { type GateLifecycleAction, LAUNCHED_RULE_NAME } from './gateLifecycleActions';

export { GATE_LIFECYCLE_ACTIONS, type GateLifecycleAction } from './gateLifecycleActions';

/** The body of a lifecycle action: empty, or only the update's `expectedVersion` guard (anything else is 400). */
export const GateLifecycleBodySchema = z.strictObject({ expectedVersion: GateUpdateBodySchema.shape.expectedVersion });

type GateUpdate = z.output<typeof GateUpdateBodySchema>;

/**
 * Each action as the partial update it makes; the server applies it like any update, and the console previews it.
 * A launch is the explicit choice to let everyone pass, so it is not held back by the safe-change check
 * (`immediate`), and it enables the gate, since a disabled gate passes no one.
 */
export const LIFECYCLE_UPDATES: Readonly<Record<GateLifecycleAction, GateUpdate>> = {
  launch: {
    isEnabled: true,
    rules: [{ name: LAUNCHED_RULE_NAME, passPercentage: 100, conditions: [], environments: null }],
    safeChangeStrategy: 'immediate',
  },
  disable: { isEnabled: false },
  enable: { isEnabled: true },
  // Archiving keeps isEnabled and the rules, so unarchiving brings back exactly the status they give.
  archive: {},
  unarchive: {},
};

/** The status after an action: Archived is set by `archive`; every other action derives it again. */
export function lifecycleStatus(
  action: GateLifecycleAction,
  isEnabled: boolean,
  rules: readonly Pick<Rule, 'passPercentage' | 'conditions'>[],
): Gate['status'] {
  return action === 'archive' ? 'Archived' : deriveGateStatus(isEnabled, rules);
}

/**
 * What an action will make of a gate, as far as a person can see it before it runs: `isEnabled`, `rules` and
 * `status`. The launched rule has no id yet (the server gives it one); version and times are the server's.
 */
export function gateAfterLifecycle(gate: Gate, action: GateLifecycleAction): Gate {
  const update = LIFECYCLE_UPDATES[action];
  const isEnabled = update.isEnabled ?? gate.isEnabled ?? false;
  const rules: Rule[] = update.rules === undefined ? gate.rules : update.rules.map((rule) => ({ ...rule }));
  return { ...gate, isEnabled, rules, status: lifecycleStatus(action, isEnabled, rules) };
}
