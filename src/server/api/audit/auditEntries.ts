import type { AuditActionType, FieldChange } from '../../../contract/auditLog';
import type { JsonValue } from '../../../contract/common';
import type { Gate } from '../../../contract/gate';
import type { AuditEntryInput } from '../../store/auditLogStore';

/** A gate's fields a person changes (status follows from them), in the order a change log names them. */
const GATE_FIELDS = [
  ['name', 'name'],
  ['description', 'description'],
  ['isEnabled', 'enabled state'],
  ['status', 'status'],
  ['rules', 'rules'],
  ['tags', 'tags'],
  ['type', 'type'],
  ['idType', 'id type'],
  ['targetApps', 'target apps'],
  ['reviewSettings', 'review settings'],
] as const satisfies readonly (readonly [keyof Gate, string])[];

const CHANGE_LOGS: Record<Exclude<AuditActionType, 'gate_update'>, string> = {
  gate_create: 'Created gate',
  gate_launch: 'Launched gate',
  gate_disable: 'Disabled gate',
  gate_enable: 'Enabled gate',
  gate_archive: 'Archived gate',
  gate_unarchive: 'Unarchived gate',
  autotune_experiment_create: 'Created autotune experiment',
  metric_source_create: 'Created metric source',
};

/** Equal as JSON: key order inside objects does not matter, array order does. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const json = (value: unknown) => (value ?? null) as JsonValue;

/** "a", "a and b", "a, b and c". */
function wordList(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/**
 * The entry for one version of a gate: `before` is the version it replaced (undefined for a create). Who and when
 * come from `after`'s last modifier and time, so the API, the lifecycle actions and the seed record alike. Changes
 * hold each field that differs (rules as whole lists); tags are those of both versions, so a change that removed a
 * tag is still found by it.
 */
export function auditEntryForGateChange(
  before: Gate | undefined,
  after: Gate,
  actionType: AuditActionType,
): AuditEntryInput {
  const changes: Record<string, FieldChange> = {};
  const changed: string[] = [];
  for (const [field, words] of GATE_FIELDS) {
    if (before === undefined) {
      changes[field] = { new: json(after[field]) };
    } else if (!sameJson(before[field], after[field])) {
      changes[field] = { old: json(before[field]), new: json(after[field]) };
      changed.push(words);
    }
  }
  const changeLog =
    actionType !== 'gate_update'
      ? CHANGE_LOGS[actionType]
      : changed.length === 0
        ? 'Saved gate without changes'
        : `Updated gate ${wordList(changed)}`;
  return {
    name: after.id,
    changeLog,
    actionType,
    timestamp: after.lastModifiedTime ?? 0,
    updatedBy: after.lastModifierName ?? after.lastModifierID ?? '',
    updatedByUserID: after.lastModifierID ?? null,
    updatedByEmail: after.lastModifierEmail ?? null,
    changes,
    tags: [...new Set([...(before?.tags ?? []), ...after.tags])],
  };
}

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
    changeLog: CHANGE_LOGS[actionType],
    actionType,
    timestamp: record.createdTime ?? 0,
    updatedBy: record.creatorName ?? record.creatorID ?? '',
    updatedByUserID: record.creatorID ?? null,
    updatedByEmail: record.creatorEmail ?? null,
    changes,
    tags: record.tags ?? [],
  };
}
