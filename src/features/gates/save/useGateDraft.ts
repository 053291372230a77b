import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Gate } from '../../../contract/gate';
import * as z from '../../../contract/zod';
import { useDraftAutosave } from '../../../ui/useDraftAutosave';
import { sameValue } from '../../gate-diff/sameValue';
import type { GateFormValues } from '../editor/gateFormSchema';
import { clearGateDraft, type GateDraft, readGateDraft, saveGateDraft } from './gateDraft';
import { rebaseDraft } from './rebaseDraft';

/** How long typing pauses before the gate's draft is written (page hide writes at once). */
export const GATE_DRAFT_DELAY_MS = 400;

// Enough of the form's shape to trust a stored draft; the form's own validation checks the rest (a draft holds
// values as typed, invalid ones included, so the whole form schema would drop it).
const DraftShapeSchema = z.looseObject({ name: z.string(), rules: z.array(z.unknown()), tags: z.array(z.unknown()) });
const GateDraftValuesSchema = z.custom<GateFormValues>((value) => DraftShapeSchema.safeParse(value).success);

/** A draft put back into the form; `rebased` when it was made on an older version and re-applied on this one. */
export interface RestoredDraft extends GateDraft<GateFormValues> {
  rebased: boolean;
  /** What both the draft and the newer version changed (the draft's value was kept). */
  bothChanged: string[];
}

interface GateDraftState {
  /** The draft restored when the page opened, until the user discards it or saves. */
  restored: RestoredDraft | undefined;
  /** Forgets the stored draft and the notice (after a save or when the user discards). */
  forget: () => void;
}

/**
 * Keeps the form's unsaved values in sessionStorage (per gate) while the user types, and on opening the page puts
 * back a draft left by a reload.
 */
export function useGateDraft(
  form: UseFormReturn<GateFormValues>,
  base: Gate,
  baseValues: GateFormValues,
): GateDraftState {
  const gateId = base.id;
  const [restored, setRestored] = useState<RestoredDraft | undefined>(undefined);
  const baseRef = useRef({ version: base.version ?? null, values: baseValues, gate: base });
  useEffect(() => {
    baseRef.current = { version: base.version ?? null, values: baseValues, gate: base };
  }, [base, baseValues]);

  // Once per gate: put a draft left by a reload back into the form, still marked as unsaved.
  useEffect(() => {
    const draft = readGateDraft(gateId, GateDraftValuesSchema);
    const current = baseRef.current;
    if (draft === undefined || sameValue(draft.values, current.values)) return;
    // Made on an older version: re-apply only what the draft changed, as after a 409, so a colleague's save stays.
    const outdated =
      draft.baseValues !== undefined && draft.baseVersion !== null && draft.baseVersion !== current.version;
    const rebased =
      outdated && draft.baseValues !== undefined
        ? rebaseDraft(draft.baseValues, draft.values, current.gate)
        : undefined;
    const values = rebased?.values ?? draft.values;
    if (sameValue(values, current.values)) {
      clearGateDraft(gateId);
      return;
    }
    if (rebased !== undefined) {
      saveGateDraft(gateId, {
        baseVersion: current.version,
        savedAt: draft.savedAt,
        values,
        baseValues: current.values,
      });
    }
    form.reset(values, { keepDefaultValues: true });
    setRestored({ ...draft, values, rebased: rebased !== undefined, bothChanged: rebased?.bothChanged ?? [] });
  }, [form, gateId]);

  useDraftAutosave({
    form,
    delayMs: GATE_DRAFT_DELAY_MS,
    save: (values) => {
      const current = baseRef.current;
      // Edits undone back to the saved version leave nothing to restore.
      if (sameValue(values, current.values)) clearGateDraft(gateId);
      else
        saveGateDraft(gateId, {
          baseVersion: current.version,
          savedAt: Date.now(),
          values,
          baseValues: current.values,
        });
    },
  });

  const forget = useCallback(() => {
    clearGateDraft(gateId);
    setRestored(undefined);
  }, [gateId]);

  return { restored, forget };
}
