import type { Gate } from '../../../contract/gate';
import type { GateFormValues } from '../editor/gateFormSchema';
import { formValuesAsGate, toGateFormValues } from '../editor/gateFormValues';
import { rebaseEdits } from './rebaseEdits';

/** A draft's values re-applied on the gate as it is now. */
export interface RebasedDraft {
  values: GateFormValues;
  /** What both the draft and the newer version changed (the draft's value was kept). */
  bothChanged: string[];
}

/**
 * Re-applies a draft made on an older version (`draftBase`, the form's values of that version) to `current`, as the
 * 409 conflict flow does: fields the draft did not touch take the newer values, so a colleague's save is not undone.
 */
export function rebaseDraft(draftBase: GateFormValues, draftValues: GateFormValues, current: Gate): RebasedDraft {
  // All three sides go through the form once, so a spelling the form normalizes never reads as a change.
  const newer = formValuesAsGate(toGateFormValues(current), current);
  const loaded = formValuesAsGate(draftBase, current);
  const edited = formValuesAsGate(draftValues, current);
  const { gate, bothChanged } = rebaseEdits(loaded, edited, newer);
  const values = toGateFormValues(gate);
  // Rules keep the draft's form keys (a new rule has no server id to key it by).
  const draftKeys = new Map(draftValues.rules.map((rule, index) => [rule.id ?? `new-${String(index)}`, rule.key]));
  const newIndexes = new Map(
    edited.rules.flatMap((rule, index) => (rule.id === undefined ? [[rule, index] as const] : [])),
  );
  values.rules = values.rules.map((rule, index) => {
    const source = gate.rules[index];
    const newIndex = source === undefined ? undefined : newIndexes.get(source);
    const key =
      rule.id !== undefined
        ? draftKeys.get(rule.id)
        : newIndex === undefined
          ? undefined
          : draftKeys.get(`new-${String(newIndex)}`);
    return key === undefined ? rule : { ...rule, key };
  });
  return { values, bothChanged };
}
