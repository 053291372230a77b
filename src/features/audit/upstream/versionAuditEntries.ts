import type { AuditEntry } from '../../../contract/auditLog';
import type { Gate } from '../../../contract/gate';
import { gateChange, inferGateAction } from '../../../contract/gateAuditChange';

/** An entry built from a gate's versions, with what the filters need that an entry does not show. */
export interface BuiltAuditEntry {
  entry: AuditEntry;
  /** The gate's tags in both versions. */
  tags: string[];
  /** Name and email, lower-cased, for the person filter (part of a name or email). */
  person: string;
}

const versionOrder = (a: Gate, b: Gate) =>
  (a.version ?? 0) - (b.version ?? 0) || (a.lastModifiedTime ?? 0) - (b.lastModifiedTime ?? 0);

/**
 * One entry per version of one gate, as the server's log would have it: the first version a create, each later
 * one the change from the version before (a lifecycle action read from what changed). A history that does not
 * reach version 1 (cut short by the server) starts from its oldest version, which gets no entry of its own.
 */
export function auditEntriesFromVersions(versions: readonly Gate[]): BuiltAuditEntry[] {
  const ordered = [...versions].sort(versionOrder);
  const built: BuiltAuditEntry[] = [];
  ordered.forEach((after, index) => {
    const before = ordered[index - 1];
    if (before === undefined && (after.version ?? 1) > 1) return;
    const change = gateChange(before, after, inferGateAction(before, after));
    const iso = new Date(change.timestamp).toISOString();
    const { tags, updatedByEmail, ...shown } = change;
    built.push({
      entry: {
        id: `${after.id}@${String(after.version ?? index + 1)}`,
        ...shown,
        date: iso.slice(0, 10),
        time: iso.slice(11, 19),
      },
      tags,
      person: `${change.updatedBy}\n${updatedByEmail ?? ''}`.toLowerCase(),
    });
  });
  return built;
}
