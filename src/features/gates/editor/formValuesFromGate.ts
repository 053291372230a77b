// The form's values read from a gate, apart from the update body and the rules' copies: a gate's first view draws the
// same values, and the rest is the editor's.
import { WRITABLE_GATE_TYPES } from '../../../contract/enums';
import type { GateView } from '../../../contract/gateView';
import type { Rule } from '../../../contract/rule';
import { toFormCondition } from './formCondition';
import type { GateFormRule, GateFormValues } from './gateFormSchema';

type WritableGateType = (typeof WRITABLE_GATE_TYPES)[number];

function writableType(type: string | undefined): WritableGateType | null {
  return WRITABLE_GATE_TYPES.find((writable) => writable === type) ?? null;
}

function toFormRule(rule: Rule, index: number): GateFormRule {
  return {
    // Keyed by the server id so a rebased or restored form keeps its rows; index only when an upstream sends none.
    key: rule.id === undefined ? `loaded-${String(index)}` : `rule-${rule.id}`,
    ...(rule.id === undefined ? {} : { id: rule.id }),
    name: rule.name,
    passPercentage: rule.passPercentage,
    environments: rule.environments ?? [],
    conditions: rule.conditions.map(toFormCondition),
  };
}

/** The form's values for a loaded gate. */
export function toGateFormValues(gate: GateView): GateFormValues {
  return {
    name: gate.name ?? '',
    description: gate.description ?? '',
    isEnabled: gate.isEnabled ?? false,
    type: writableType(gate.type),
    tags: [...gate.tags],
    idType: gate.idType ?? '',
    targetApps: [...gate.targetApps],
    reviewSettings: { requiredReview: gate.reviewSettings?.requiredReview ?? false },
    rules: gate.rules.map(toFormRule),
  };
}
