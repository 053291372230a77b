import type { Gate } from '../../../contract/gate';
import type { Rule } from '../../../contract/rule';
import { deriveGateStatus } from '../../../contract/gateStatus';

/**
 * The status an update leaves: as deriveGateStatus says, except that an enabled gate stored as `Archived`
 * stays archived. Archiving is a lifecycle step of the service; editing an archived gate does not revive it.
 */
export function statusAfterUpdate(
  isEnabled: boolean,
  rules: readonly Rule[],
  previous: Gate['status'],
): NonNullable<Gate['status']> {
  if (isEnabled && previous === 'Archived') return 'Archived';
  return deriveGateStatus(isEnabled, rules);
}
