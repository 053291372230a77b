import type { Gate } from '../../../contract/gate';
import { diffGates } from '../../gate-diff/diffGates';
import type { GateDiff } from '../../gate-diff/gateDiff';
import type { GateFormValues } from '../editor/gateFormSchema';
import { formValuesAsGate } from '../editor/gateFormValues';

/** How many changes a diff holds, counted as the review dialog lists them (fields and rules). */
export function diffChangeCount(diff: GateDiff): number {
  return diff.fields.length + diff.rules.filter((change) => change.kind !== 'unchanged').length;
}

/**
 * How many changes the form's values make to `base`: 0 when a save would only copy the version (a field typed and
 * typed back counts as no change, although the form calls itself dirty).
 */
export function changeCount(base: Gate, values: GateFormValues): number {
  return diffChangeCount(diffGates(base, formValuesAsGate(values, base)));
}

/** "3 unsaved changes". */
export function changeCountText(count: number): string {
  return `${String(count)} unsaved change${count === 1 ? '' : 's'}`;
}

/** `changeCount`, or undefined when the values cannot be diffed (the review then shows what it can). */
export function safeChangeCount(base: Gate, values: GateFormValues): number | undefined {
  try {
    return changeCount(base, values);
  } catch {
    return undefined;
  }
}
