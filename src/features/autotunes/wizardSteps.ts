import {
  advancedStepSchema,
  basicsStepSchema,
  successStepSchema,
  variantsStepSchema,
  type AutotuneDraft,
} from './wizardSchema';

type DraftField = keyof AutotuneDraft;

interface WizardStep {
  label: string;
  description: string;
  /** The draft fields this step edits and checks before the next step opens; none for the review. */
  fields: readonly DraftField[];
}

const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape) as DraftField[];

/** The steps of the new-autotune wizard, in order; the last one reviews and creates. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { label: 'Basics', description: 'Name and ID type', fields: fieldsOf(basicsStepSchema) },
  { label: 'Variants', description: 'Values and traffic', fields: fieldsOf(variantsStepSchema) },
  { label: 'Success', description: 'Event and windows', fields: fieldsOf(successStepSchema) },
  { label: 'Advanced', description: 'Optional tuning', fields: fieldsOf(advancedStepSchema) },
  { label: 'Review', description: 'Check and create', fields: [] },
];

export const REVIEW_STEP = WIZARD_STEPS.length - 1;

/**
 * The step that edits the field at this error path (`variants.2.json` → the Variants step), or undefined when no
 * step does (the error then belongs to the whole form).
 */
export function stepOfPath(path: string): number | undefined {
  const field = path.split('.')[0] ?? '';
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? undefined : index;
}
