import { scopedKey, type StorageLike, storedValue } from '../../../client/browserStorage';
import type { DataCheck } from '../../../contract/dataCheck';

// Unsaved edits of a gate survive a reload: kept per gate in sessionStorage, so they stay in this tab only.
// Apart from gateDraft.ts so that the gate page's first view can ask whether a draft is kept without its writer.
export const GATE_DRAFT_KEY_PREFIX = 'gatehouse.gateDraft.';

// Any JSON value: whether one is there is all the first view asks (and zod is not part of its code).
const anyValue: DataCheck<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** Whether a draft of the gate is kept, without checking its shape: cheap enough for the page's first paint. */
export function hasGateDraft(gateId: string, storage?: StorageLike): boolean {
  const key = scopedKey(GATE_DRAFT_KEY_PREFIX, gateId);
  return storedValue({ key, schema: anyValue, area: 'session', fallback: undefined, storage }).read() !== undefined;
}
