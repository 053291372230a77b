import { boundedJson } from '../../../ui/boundedJson';

// Unsaved edits of a gate survive a reload: kept per gate in sessionStorage, so they stay in this tab only.
const KEY_PREFIX = 'gatehouse.gateDraft.';

/** The part of the Web Storage API drafts need, so tests can pass a plain object. */
export interface DraftStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** Edited form values of one gate, with the version they were made against and when they were last kept. */
export interface GateDraft<Values> {
  baseVersion: number | null;
  savedAt: number;
  values: Values;
  /** The values of the version the edits were made on, so a draft restored on a newer version can be rebased. */
  baseValues?: Values;
}

function tabStorage(): DraftStorage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function draftKey(gateId: string): string {
  return `${KEY_PREFIX}${gateId}`;
}

/** Keeps the edited values of a gate; a full or blocked storage only loses the draft, never the page. */
export function saveGateDraft<Values>(gateId: string, draft: GateDraft<Values>, storage = tabStorage()): void {
  try {
    storage?.setItem(draftKey(gateId), boundedJson(draft));
  } catch {
    // Quota exceeded or storage disabled: the form itself still holds the edits.
  }
}

/**
 * The kept draft of a gate, or undefined when there is none or it cannot be read. `isValues` checks the stored
 * values still have the form's shape (a draft written by an older console is dropped rather than crash the form).
 */
export function readGateDraft<Values>(
  gateId: string,
  isValues: (value: unknown) => value is Values,
  storage = tabStorage(),
): GateDraft<Values> | undefined {
  try {
    const raw = storage?.getItem(draftKey(gateId));
    if (raw === null || raw === undefined) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { baseVersion, savedAt, values, baseValues } = parsed as Record<string, unknown>;
    if (typeof savedAt !== 'number' || !(baseVersion === null || typeof baseVersion === 'number')) return undefined;
    if (!isValues(values)) return undefined;
    // A draft kept by an older console has no base values: it is restored as it is.
    return { baseVersion, savedAt, values, ...(isValues(baseValues) ? { baseValues } : {}) };
  } catch {
    return undefined;
  }
}

/** Forgets the draft of a gate (after a save or a discard). */
export function clearGateDraft(gateId: string, storage = tabStorage()): void {
  try {
    storage?.removeItem(draftKey(gateId));
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
