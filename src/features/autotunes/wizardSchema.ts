import { z } from 'zod';
import { AutotuneCreateBodySchema, AutotuneVariantInputSchema } from '../../contract/autotune';
import { toAutotuneId } from './autotuneId';

// Every field pipes what the form holds (text, '' for nothing, null for no choice) into the contract's own
// field schema, so the wizard enforces exactly the rules the server enforces, with the same messages.
const body = AutotuneCreateBodySchema.shape;
const variant = AutotuneVariantInputSchema.shape;

/** Text where nothing typed means "leave the field out of the body". */
const optionalText = z.string().trim().transform((text) => (text === '' ? undefined : text));

/** A select with no choice made is a field left out. */
const choice = z.string().nullable().transform((value) => value ?? undefined);

/** NumberInput gives a number, '' when empty, or partial text such as '-'. */
const numberInput = z.union([z.number(), z.string()]).transform((value) => {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
});

const jsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `Not valid JSON: ${error instanceof Error ? error.message : 'cannot be read'}` });
    return z.NEVER;
  }
});

const nameInput = z
  .string()
  .trim()
  .min(1, { error: 'Name is required' })
  .transform(toAutotuneId)
  .pipe(z.string().min(1, { error: 'Name must contain at least one letter or digit' }))
  .pipe(body.name);

/** Step 1: what the autotune is called and which unit it randomises on. */
export const basicsStepSchema = z.object({
  name: nameInput,
  description: optionalText.pipe(body.description),
  // Optional in the contract, but the form always holds one: an emptied custom id type is an error, not a default.
  idType: z.string().optional().pipe(body.idType),
});

/** One variant as the form holds it: its JSON value is text until it parses. */
export const variantDraftSchema = z.object({
  name: z.string().pipe(variant.name),
  json: jsonText.pipe(variant.json),
  size: numberInput.pipe(variant.size),
});

/** Step 2: the variants (at least two, checked by the contract's own array rule). */
export const variantsStepSchema = z.object({
  variants: z.array(variantDraftSchema).pipe(body.variants),
});

/** Step 3: what counts as success and the windows and threshold of the optimisation. */
export const successStepSchema = z.object({
  successEvent: z.string().pipe(body.successEvent),
  successEventValue: optionalText.pipe(body.successEventValue),
  optimizationParameter: choice.pipe(body.optimizationParameter),
  valueColumn: optionalText.pipe(body.valueColumn),
  metricSourceID: optionalText.pipe(body.metricSourceID),
  attributionWindow: choice.pipe(body.attributionWindow),
  attributionWindowUnit: choice.pipe(body.attributionWindowUnit),
  explorationWindow: choice.pipe(body.explorationWindow),
  winnerThreshold: choice.pipe(body.winnerThreshold),
});

/** Step 4: optional tuning; the contextual fields only count while the autotune is contextual. */
export const advancedStepSchema = z.object({
  explorationWindowRate: numberInput.pipe(body.explorationWindowRate),
  longtermExplorationAllocation: numberInput.pipe(body.longtermExplorationAllocation),
  isContextual: z.boolean(),
  metadataField: z
    .string()
    .trim()
    .transform((text): string | null | undefined => (text === '' ? undefined : text))
    .pipe(body.metadataField),
  higherIsBetter: z.boolean(),
  featureList: z.array(z.string().trim()).transform((features) => {
    const kept = features.filter((feature) => feature !== '');
    return kept.length === 0 ? undefined : kept;
  }),
  linkedExperimentName: optionalText.pipe(body.linkedExperimentName),
  goalRichText: optionalText.pipe(body.goalRichText),
});

type WizardFields = z.output<typeof basicsStepSchema> &
  z.output<typeof variantsStepSchema> &
  z.output<typeof successStepSchema> &
  z.output<typeof advancedStepSchema>;

/** Contextual settings typed before the switch was turned off are kept in the draft but not sent. */
function withoutHiddenFields({ isContextual, metadataField, higherIsBetter, featureList, ...rest }: WizardFields) {
  return isContextual ? { ...rest, isContextual, metadataField, higherIsBetter, featureList } : rest;
}

/** The whole wizard: the draft in, the exact `POST /autotunes` body out, checked again by the contract. */
export const autotuneWizardSchema = z
  .object({
    ...basicsStepSchema.shape,
    ...variantsStepSchema.shape,
    ...successStepSchema.shape,
    ...advancedStepSchema.shape,
  })
  .transform(withoutHiddenFields)
  .pipe(AutotuneCreateBodySchema);

/** What the wizard's form holds while the user types. */
export type AutotuneDraft = z.input<typeof autotuneWizardSchema>;
export type VariantDraft = z.input<typeof variantDraftSchema>;
/** The body the wizard sends. */
export type AutotuneWizardBody = z.output<typeof autotuneWizardSchema>;
