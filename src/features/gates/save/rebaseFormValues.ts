import type { Gate } from '../../../contract/gate';
import type { GateFormValues } from '../editor/gateFormSchema';
import { formValuesAsGate, toGateFormValues } from '../editor/gateFormValues';
import { rebaseEdits } from './rebaseEdits';

/** The form moved onto a newer version: what to show, and what both sides changed. */
export interface RebasedForm {
  /** The newer version's own values: the form's defaults, so the diff and the next save are against it. */
  baseValues: GateFormValues;
  /** The newer version with the user's edits applied. */
  values: GateFormValues;
  bothChanged: string[];
}

/**
 * Re-applies the edits in `values` (made on `base`) to `newer`. Both conflict choices use it: "Keep editing" and
 * "Review the newer version" must leave the form on the same base, or the next save is refused again.
 */
export function rebaseFormValues(base: Gate, values: GateFormValues, newer: Gate): RebasedForm {
  const merged = rebaseEdits(base, formValuesAsGate(values, base), newer);
  return {
    baseValues: toGateFormValues(newer),
    values: toGateFormValues(merged.gate),
    bothChanged: merged.bothChanged,
  };
}
