import { type StorageLike, storedValue } from '../../client/browserStorage';
import { ATTRIBUTION_WINDOWS, EXPLORATION_WINDOWS } from '../../contract/recordEnums';
import * as z from '../../contract/zod';
import { canonicalWindow } from './settingOptions';
import type { AutotuneDraft, VariantDraft } from './wizardSchema';
import { REVIEW_STEP } from './wizardSteps';

/** A new variant: an empty object as its value and an even share to start from. */
export function newVariant(name: string): VariantDraft {
  return { name, json: '{}', size: 50 };
}

/** The wizard's starting point: the common settings of autotunes filled in, so a right one is quick to make. */
export function emptyDraft(): AutotuneDraft {
  return {
    name: '',
    description: '',
    idType: 'userID',
    variants: [newVariant('Control'), newVariant('Test')],
    successEvent: '',
    successEventValue: '',
    optimizationParameter: null,
    valueColumn: '',
    metricSourceID: '',
    attributionWindow: '1hr',
    attributionWindowUnit: null,
    explorationWindow: '24hr',
    winnerThreshold: '95%',
    explorationWindowRate: '',
    longtermExplorationAllocation: '',
    isContextual: false,
    metadataField: '',
    higherIsBetter: true,
    featureList: [],
    linkedExperimentName: '',
    goalRichText: '',
  };
}

const STORAGE_KEY = 'gatehouse.autotuneWizard';

/** The wizard's draft is written on every change, as the steps are short and a reload may come at any moment. */
export const WIZARD_DRAFT_DELAY_MS = 0;

const empty = emptyDraft();
const text = (fallback: string) => z.catch(z.string(), fallback);
const choice = (fallback: string | null) => z.catch(z.nullable(z.string()), fallback);
const numberText = z.catch(z.union([z.number(), z.string()]), '');

// What an earlier visit stored, read field by field: a field of the wrong type falls back to its default rather
// than losing the rest. Values are kept as typed (even invalid ones): the steps show what is wrong with them.
const StoredDraftSchema = z.object({
  name: text(empty.name),
  description: text(''),
  idType: text('userID'),
  variants: z.catch(
    z.array(z.object({ name: z.catch(z.string(), ''), json: z.catch(z.string(), '{}'), size: numberText })),
    empty.variants,
  ),
  successEvent: text(''),
  successEventValue: text(''),
  optimizationParameter: choice(null),
  valueColumn: text(''),
  metricSourceID: text(''),
  attributionWindow: choice(empty.attributionWindow),
  attributionWindowUnit: choice(null),
  explorationWindow: choice(empty.explorationWindow),
  winnerThreshold: choice(empty.winnerThreshold),
  explorationWindowRate: numberText,
  longtermExplorationAllocation: numberText,
  isContextual: z.catch(z.boolean(), false),
  metadataField: text(''),
  higherIsBetter: z.catch(z.boolean(), true),
  featureList: z.catch(z.array(z.string()), []),
  linkedExperimentName: text(''),
  goalRichText: text(''),
});

const StoredWizardSchema = z.object({
  step: z.catch(z.number().check(z.int(), z.gte(0), z.lte(REVIEW_STEP)), 0),
  draft: StoredDraftSchema,
});

/** A window in the one spelling the selects offer, when that spelling is allowed; anything else stays as it is. */
function offeredWindow(value: string | null, allowed: readonly string[], unit?: string | null): string | null {
  if (value === null) return null;
  const canonical = canonicalWindow(value, unit);
  return allowed.includes(canonical) ? canonical : value;
}

/** The draft with its windows spelled as the selects offer them (`24hrs` → `24hr`; `1hr` with a unit → `1`). */
function withOfferedWindows(draft: AutotuneDraft): AutotuneDraft {
  return {
    ...draft,
    explorationWindow: offeredWindow(draft.explorationWindow, EXPLORATION_WINDOWS),
    attributionWindow: offeredWindow(draft.attributionWindow, ATTRIBUTION_WINDOWS, draft.attributionWindowUnit),
  };
}

/** Where the user was in the wizard and what they had typed. */
interface WizardProgress {
  step: number;
  draft: AutotuneDraft;
}

const stored = (storage?: StorageLike) =>
  storedValue({ key: STORAGE_KEY, schema: StoredWizardSchema, area: 'session', fallback: undefined, storage });

/** The progress saved in this tab, or a fresh start when there is none or it cannot be read. */
export function loadWizardProgress(storage?: StorageLike): WizardProgress {
  const saved = stored(storage).read();
  return saved === undefined
    ? { step: 0, draft: emptyDraft() }
    : { step: saved.step, draft: withOfferedWindows(saved.draft) };
}

/** Keeps the progress for this tab only: a draft is work in progress, not something to share across devices. */
export function saveWizardProgress(progress: WizardProgress, storage?: StorageLike): void {
  // Storage full or blocked: the wizard still works, the draft just does not survive a reload.
  // An unset id type reads back as the default either way; spelling it out gives the stored shape one type.
  stored(storage).write({ ...progress, draft: { ...progress.draft, idType: progress.draft.idType ?? 'userID' } });
}

/** Forgets the draft once the autotune is created (or the user starts over). */
export function clearWizardProgress(storage?: StorageLike): void {
  stored(storage).remove();
}
