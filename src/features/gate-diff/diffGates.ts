import type { Gate } from '../../contract/gate';
import { diffRules } from './diffRules';
import type { FieldChange, GateDiff } from './gateDiff';
import { sameSet, sameValue } from './sameValue';

export type { FieldChange, GateDiff, MatchedRuleChange, RuleChange, RuleFieldChange } from './gateDiff';

interface GateField {
  field: keyof Gate;
  label: string;
  /** Lists whose order carries no meaning compare as sets. */
  compare: 'value' | 'set';
  /** What an absent value means, so "absent" and "empty" do not read as a change. */
  absent?: unknown;
}

/** The gate fields a person edits or needs to see change, in the order a review reads them. */
const GATE_DIFF_FIELDS: readonly GateField[] = [
  { field: 'isEnabled', label: 'Enabled', compare: 'value' },
  { field: 'name', label: 'Name', compare: 'value' },
  { field: 'description', label: 'Description', compare: 'value', absent: '' },
  { field: 'type', label: 'Type', compare: 'value' },
  { field: 'idType', label: 'ID type', compare: 'value' },
  { field: 'tags', label: 'Tags', compare: 'set', absent: [] },
  { field: 'targetApps', label: 'Target apps', compare: 'set', absent: [] },
  { field: 'holdoutIDs', label: 'Holdouts', compare: 'set', absent: [] },
  { field: 'reviewSettings', label: 'Review settings', compare: 'value' },
  { field: 'owner', label: 'Owner', compare: 'value' },
  { field: 'monitoringMetrics', label: 'Monitoring metrics', compare: 'value', absent: [] },
];

// An upstream may send targetApps as one comma-separated string; compare it as the list it means.
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',').map((item) => item.trim());
  return [];
}

function fieldValue(gate: Gate, spec: GateField): unknown {
  const value: unknown = gate[spec.field];
  if (value === undefined || value === null) return spec.absent ?? value;
  return spec.compare === 'set' ? asList(value) : value;
}

/** The change from `before` to `after`: gate fields that differ, and every rule matched by id. */
export function diffGates(before: Gate, after: Gate): GateDiff {
  const fields: FieldChange[] = [];
  for (const spec of GATE_DIFF_FIELDS) {
    const a = fieldValue(before, spec);
    const b = fieldValue(after, spec);
    const same = spec.compare === 'set' ? sameSet(asList(a), asList(b)) : sameValue(a, b);
    if (!same) fields.push({ field: spec.field, label: spec.label, before: a, after: b });
  }
  const rules = diffRules(before.rules, after.rules);
  const isEmpty = fields.length === 0 && rules.every((rule) => rule.kind === 'unchanged');
  return { fields, rules, isEmpty };
}
