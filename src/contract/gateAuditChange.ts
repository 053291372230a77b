import type { FieldChange } from './auditLog';
import type { AuditActionType } from './enums';
import type { JsonValue } from './common';
import type { Gate } from './gate';

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

export type GateActionType = Extract<AuditActionType, `gate_${string}`>;

const GATE_CHANGE_LOGS: Record<Exclude<GateActionType, 'gate_update'>, string> = {
  gate_create: 'Created gate',
  gate_launch: 'Launched gate',
  gate_disable: 'Disabled gate',
  gate_enable: 'Enabled gate',
  gate_archive: 'Archived gate',
  gate_unarchive: 'Unarchived gate',
};

// Far past the 64 levels the API accepts: a deeper value an upstream sends counts as changed instead of running the
// comparison out of stack.
const MAX_COMPARED_DEPTH = 200;

/** Equal as JSON: key order inside objects does not matter, array order does. */
function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth > MAX_COMPARED_DEPTH) return false;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1),
  );
}

const json = (value: unknown) => (value ?? null) as JsonValue;

/** "a", "a and b", "a, b and c". */
function wordList(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** One version of a gate as an audit entry, before the store (or the console) gives it an id and its date text. */
export interface GateChange {
  name: string;
  changeLog: string;
  actionType: GateActionType;
  timestamp: number;
  updatedBy: string;
  updatedByUserID: string | null;
  updatedByEmail: string | null;
  changes: Record<string, FieldChange>;
  /** The tags of both versions, so a change that removed a tag is still found by it. */
  tags: string[];
}

/**
 * The change one version of a gate made: `before` is the version it replaced (undefined for a create). Who and when
 * come from `after`'s last modifier and time. Changes hold each field that differs (rules as whole lists).
 */
export function gateChange(before: Gate | undefined, after: Gate, actionType: GateActionType): GateChange {
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
      ? GATE_CHANGE_LOGS[actionType]
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

/**
 * The action a version took, read from what changed (for a server that keeps versions but no log): archiving and
 * unarchiving by the status, a launch by the status becoming Launched, disable and enable by `isEnabled`.
 */
export function inferGateAction(before: Gate | undefined, after: Gate): GateActionType {
  if (before === undefined) return 'gate_create';
  if (after.status === 'Archived' && before.status !== 'Archived') return 'gate_archive';
  if (before.status === 'Archived' && after.status !== 'Archived') return 'gate_unarchive';
  if (after.status === 'Launched' && before.status !== 'Launched') return 'gate_launch';
  if (before.isEnabled !== false && after.isEnabled === false) return 'gate_disable';
  if (before.isEnabled === false && after.isEnabled === true) return 'gate_enable';
  return 'gate_update';
}
