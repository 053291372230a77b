import type { Gate } from '../../../contract/gate';
import { type GateLifecycleAction, LAUNCHED_RULE_NAME } from '../../../contract/gateLifecycleActions';

/** Already what a launch would make: on, with only the one rule that passes everyone. */
function isLaunchedShape(gate: Gate): boolean {
  const [only, ...others] = gate.rules;
  return (
    gate.isEnabled !== false &&
    others.length === 0 &&
    only?.name === LAUNCHED_RULE_NAME &&
    only.passPercentage === 100 &&
    only.conditions.length === 0
  );
}

/**
 * The actions that make sense in the gate's state, in the order they are offered: an archived gate offers only
 * Unarchive (the server refuses the rest); otherwise Launch (unless already launched that way), Disable or Enable
 * by its switch, and Archive. Actions the server does not offer are left out.
 */
export function offeredActions(gate: Gate, missing: ReadonlySet<GateLifecycleAction>): GateLifecycleAction[] {
  const actions: GateLifecycleAction[] =
    gate.status === 'Archived'
      ? ['unarchive']
      : [
          ...(isLaunchedShape(gate) ? [] : (['launch'] as const)),
          gate.isEnabled === false ? 'enable' : 'disable',
          'archive',
        ];
  return actions.filter((action) => !missing.has(action));
}
