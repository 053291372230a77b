import type { AuditEntry } from '../../contract/auditLog';
import { type Gate, GateSchema } from '../../contract/gate';

/**
 * The gate before and after an entry that changed its rules, made of the entry's changed fields only (what the
 * entry does not name is the same on both sides), for the gate diff. Undefined for an entry that did not change
 * rules, a create, or values that are not a gate's.
 */
export function auditGateSides(entry: AuditEntry): { before: Gate; after: Gate } | undefined {
  const rules = entry.changes.rules;
  if (rules === undefined || !('old' in rules) || !entry.actionType.startsWith('gate_')) return undefined;
  const side = (which: 'old' | 'new') =>
    GateSchema.safeParse({
      id: entry.name,
      ...Object.fromEntries(
        Object.entries(entry.changes).map(([field, change]) => [field, change[which] ?? undefined]),
      ),
    });
  const before = side('old');
  const after = side('new');
  return before.success && after.success ? { before: before.data, after: after.data } : undefined;
}
