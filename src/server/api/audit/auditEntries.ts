import type { FieldChange } from '../../../contract/auditLog';
import type { JsonValue } from '../../../contract/common';
import type { Gate } from '../../../contract/gate';
import { gateChange, type GateActionType } from '../../../contract/gateAuditChange';
import type { AuditEntryInput } from '../../store/auditLogStore';

/**
 * The entry for one version of a gate: `before` is the version it replaced (undefined for a create). The change
 * itself is read by `gateChange` in contract/, which a console also uses on a server without a log.
 */
export function auditEntryForGateChange(
  before: Gate | undefined,
  after: Gate,
  actionType: GateActionType,
): AuditEntryInput {
  return gateChange(before, after, actionType);
}

const json = (value: unknown) => (value ?? null) as JsonValue;

const CREATE_CHANGE_LOGS = {
  autotune_experiment_create: 'Created autotune experiment',
  metric_source_create: 'Created metric source',
} as const;

/** A created record with who created it and when, as autotunes and metric sources are stored. */
interface CreatedRecord {
  createdTime?: number;
  creatorID?: string;
  creatorName?: string;
  creatorEmail?: string | null;
  tags?: readonly string[];
}

// Who and when are the entry's own fields; they are not changes of the record.
const NOT_CHANGES = new Set([
  'id',
  'createdTime',
  'creatorID',
  'creatorName',
  'creatorEmail',
  'lastModifiedTime',
  'lastModifierID',
  'lastModifierName',
  'lastModifierEmail',
]);

/** The entry for a created autotune or metric source: every field of the stored record as `new`. */
export function auditEntryForCreate(
  actionType: 'autotune_experiment_create' | 'metric_source_create',
  entityId: string,
  record: CreatedRecord,
): AuditEntryInput {
  const changes: Record<string, FieldChange> = {};
  for (const [field, value] of Object.entries(record)) {
    if (!NOT_CHANGES.has(field) && value !== undefined) changes[field] = { new: json(value) };
  }
  return {
    name: entityId,
    changeLog: CREATE_CHANGE_LOGS[actionType],
    actionType,
    timestamp: record.createdTime ?? 0,
    updatedBy: record.creatorName ?? record.creatorID ?? '',
    updatedByUserID: record.creatorID ?? null,
    updatedByEmail: record.creatorEmail ?? null,
    changes,
    tags: record.tags ?? [],
  };
}
