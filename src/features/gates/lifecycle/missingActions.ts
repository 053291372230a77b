import { scopedKey, storedValue } from '../../../client/browserStorage';
import { loadConnection } from '../../../client/connection';
import { unknownArrayCheck } from '../../../contract/dataCheck';
import { GATE_LIFECYCLE_ACTIONS, type GateLifecycleAction } from '../../../contract/gateLifecycleActions';

// The lifecycle actions a connected server answered 404 or 405 for, kept for the tab's session and per server, so
// an upstream without them is asked once, not on every gate.
const KEY_PREFIX = 'gatehouse.lifecycleMissing:';

const stored = (baseUrl: string) =>
  storedValue({
    key: scopedKey(KEY_PREFIX, baseUrl),
    schema: unknownArrayCheck,
    area: 'session',
    fallback: [] as unknown[],
  });

function isAction(value: unknown): value is GateLifecycleAction {
  return GATE_LIFECYCLE_ACTIONS.some((action) => action === value);
}

/** The actions this tab's server is known not to offer. */
export function readMissingActions(): Set<GateLifecycleAction> {
  return new Set(stored(loadConnection().baseUrl).read().filter(isAction));
}

/** Remembers that this tab's server does not offer `action`; storage refusing only means asking again. */
export function rememberMissingAction(action: GateLifecycleAction): Set<GateLifecycleAction> {
  const next = readMissingActions().add(action);
  stored(loadConnection().baseUrl).write([...next]);
  return next;
}
