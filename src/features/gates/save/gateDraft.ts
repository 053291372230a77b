import { scopedKey, type StorageLike, storedValue } from '../../../client/browserStorage';
import * as z from '../../../contract/zod';
import { boundedJson } from '../../../ui/boundedJson';
import { GATE_DRAFT_KEY_PREFIX } from './gateDraftKey';
import { noteGateDraft } from './gateDraftsCookie';

/** Edited form values of one gate, with the version they were made against and when they were last kept. */
export interface GateDraft<Values> {
  baseVersion: number | null;
  savedAt: number;
  values: Values;
  /** The values of the version the edits were made on, so a draft restored on a newer version can be rebased. */
  baseValues?: Values;
}

function storedDraft<Schema extends z.ZodMiniType>(gateId: string, schema: Schema, storage?: StorageLike) {
  return storedValue({
    key: scopedKey(GATE_DRAFT_KEY_PREFIX, gateId),
    schema,
    area: 'session',
    fallback: undefined,
    storage,
    // Draft values may nest deeper than JSON.stringify can write.
    serialise: (draft) => boundedJson(draft),
  });
}

/** Keeps the edited values of a gate; a full or blocked storage only loses the draft, never the page. */
export function saveGateDraft<Values>(gateId: string, draft: GateDraft<Values>, storage?: StorageLike): void {
  storedDraft(gateId, z.unknown(), storage).write(draft);
  noteGateDraft(gateId, true);
}

/**
 * The kept draft of a gate, or undefined when there is none or it cannot be read. `valuesSchema` checks the stored
 * values still have the form's shape (a draft written by an older console is dropped rather than crash the form).
 */
export function readGateDraft<Values>(
  gateId: string,
  valuesSchema: z.ZodMiniType<Values>,
  storage?: StorageLike,
): GateDraft<Values> | undefined {
  const schema = z.object({
    baseVersion: z.nullable(z.number()),
    savedAt: z.number(),
    values: valuesSchema,
    // A draft kept by an older console has no base values: it is restored as it is.
    baseValues: z.catch(z.optional(valuesSchema), undefined),
  });
  const draft = storedDraft(gateId, schema, storage).read();
  if (draft === undefined) return undefined;
  const { baseVersion, savedAt, values, baseValues } = draft;
  return { baseVersion, savedAt, values, ...(baseValues === undefined ? {} : { baseValues }) };
}

/** Forgets the draft of a gate (after a save or a discard). */
export function clearGateDraft(gateId: string, storage?: StorageLike): void {
  storedDraft(gateId, z.unknown(), storage).remove();
  noteGateDraft(gateId, false);
}
