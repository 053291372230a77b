import type { Gate } from '../../../contract/gate';
import { LIFECYCLE_UPDATES, lifecycleStatus, type GateLifecycleAction } from '../../../contract/gateLifecycle';
import type { Database } from '../../store/db';
import { writeAuditEntry } from '../../store/auditLogStore';
import { findGate, saveGateVersion } from '../../store/gateStore';
import { auditEntryForGateChange } from '../audit/auditEntries';
import { applyGateUpdate } from './applyGateUpdate';
import { checkExpectedVersion, checkNotArchived, gateNotFound } from './gateErrors';

/**
 * Runs one lifecycle action on a gate in one write transaction and returns the new version: 404 for an unknown id,
 * 409 for a stale `expectedVersion` and for any action but `unarchive` on an archived gate. The new version is made
 * by the update's own applyGateUpdate, so it is numbered, timed and attributed like any update.
 */
export function applyLifecycleAction(
  db: Database,
  id: string,
  action: GateLifecycleAction,
  expectedVersion: number | undefined,
  context: { now: number; newRuleId: () => string },
): Gate {
  // IMMEDIATE takes the write lock before the read, as the update does.
  return db
    .transaction(() => {
      const stored = findGate(db, id);
      if (!stored) throw gateNotFound(id);
      checkExpectedVersion(stored, expectedVersion);
      if (action !== 'unarchive') checkNotArchived(stored);
      const updated = applyGateUpdate(stored, LIFECYCLE_UPDATES[action], context);
      // The status rule the console's preview uses too.
      const next: Gate = { ...updated, status: lifecycleStatus(action, updated.isEnabled ?? false, updated.rules) };
      saveGateVersion(db, next);
      // In the same transaction, so the entry exists exactly when the version does.
      writeAuditEntry(db, auditEntryForGateChange(stored, next, `gate_${action}`));
      return next;
    })
    .immediate();
}
