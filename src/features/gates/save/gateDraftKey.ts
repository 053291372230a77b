import { scopedKey, type StorageLike, storedValue } from '../../../client/browserStorage';
import * as z from '../../../contract/zod';

// Unsaved edits of a gate survive a reload: kept per gate in sessionStorage, so they stay in this tab only.
// Apart from gateDraft.ts so that the gate page's first view can ask whether a draft is kept without its writer.
export const GATE_DRAFT_KEY_PREFIX = 'gatehouse.gateDraft.';

/** Whether a draft of the gate is kept, without checking its shape: cheap enough for the page's first paint. */
export function hasGateDraft(gateId: string, storage?: StorageLike): boolean {
  const key = scopedKey(GATE_DRAFT_KEY_PREFIX, gateId);
  return storedValue({ key, schema: z.unknown(), area: 'session', fallback: undefined, storage }).read() !== undefined;
}
