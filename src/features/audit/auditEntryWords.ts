import type { AuditEntry, FieldChange } from '../../contract/auditLog';

/** What kind of record an entry changed, read from its action type; `other` for a type the console does not know. */
export type AuditEntityKind = 'gate' | 'autotune' | 'metric-source' | 'other';

function entityKind(actionType: string): AuditEntityKind {
  if (actionType.startsWith('gate_')) return 'gate';
  if (actionType.startsWith('autotune_')) return 'autotune';
  if (actionType.startsWith('metric_source_')) return 'metric-source';
  return 'other';
}

// Long values (a description, a JSON object) are cut so one change stays on one line.
const VALUE_MAX = 60;

/** A value as a short line of text: strings quoted, nothing as "none". */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  const full = JSON.stringify(value);
  return full.length > VALUE_MAX ? `${full.slice(0, VALUE_MAX - 1)}…` : full;
}

function ruleCount(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** One field's change in words: "field: old → new", a create's "field: new", rules by their count. */
function changeText(field: string, change: FieldChange): string {
  const created = !('old' in change);
  if (field === 'rules') {
    const after = ruleCount(change.new);
    return created ? `rules: ${after} rules` : `rules changed (${ruleCount(change.old)} → ${after} rules)`;
  }
  return created
    ? `${field}: ${valueText(change.new)}`
    : `${field}: ${valueText(change.old)} → ${valueText(change.new)}`;
}

/** The entry in words: when (UTC), who, its sentence and each changed field on a line. */
export interface AuditEntryWords {
  when: string;
  who: string;
  sentence: string;
  kind: AuditEntityKind;
  changes: string[];
  /** A change to an existing gate: its history can show the version saved then beside the one before. */
  comparable: boolean;
}

export function auditEntryWords(entry: AuditEntry): AuditEntryWords {
  const kind = entityKind(entry.actionType);
  return {
    when: `${entry.date} ${entry.time} UTC`,
    who: entry.updatedBy,
    sentence: entry.changeLog,
    kind,
    changes: Object.entries(entry.changes).map(([field, change]) => changeText(field, change)),
    comparable: kind === 'gate' && entry.actionType !== 'gate_create',
  };
}
