import type * as z from '../../../contract/zod';
import type { Gate, GateUpdateBodySchema } from '../../../contract/gate';
import { LAUNCHED_RULE_NAME, type GateLifecycleAction } from '../../../contract/gateLifecycle';
import type { Database } from '../../store/db';
import { writeAuditEntry } from '../../store/auditLogStore';
import { findGate, saveGateVersion } from '../../store/gateStore';
import { auditEntryForGateChange } from '../audit/auditEntries';
import { applyGateUpdate } from './applyGateUpdate';
import { checkExpectedVersion, checkNotArchived, gateNotFound } from './gateErrors';

type GateUpdate = z.output<typeof GateUpdateBodySchema>;

/**
 * Each action as the partial update it makes. A launch is the explicit choice to let everyone pass, so it is not
 * held back by the safe-change check (`immediate`), and it enables the gate, since a disabled gate passes no one.
 */
const UPDATES: Record<GateLifecycleAction, GateUpdate> = {
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
      const updated = applyGateUpdate(stored, UPDATES[action], context);
      const next: Gate = action === 'archive' ? { ...updated, status: 'Archived' } : updated;
      saveGateVersion(db, next);
      // In the same transaction, so the entry exists exactly when the version does.
      writeAuditEntry(db, auditEntryForGateChange(stored, next, `gate_${action}`));
      return next;
    })
    .immediate();
}
