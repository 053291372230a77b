import { AutotuneCreateBodySchema, AutotuneVariantInputSchema } from '../../contract/autotune';
import * as z from '../../contract/zod';
import { toAutotuneId } from './autotuneId';
import { readVariantJson } from './variantJson';

// Every field pipes what the form holds (text, '' for nothing, null for no choice) into the contract's own
// field schema, so the wizard enforces exactly the rules the server enforces, with the same messages.
const body = AutotuneCreateBodySchema.shape;
const variant = AutotuneVariantInputSchema.shape;

/** Text where nothing typed means "leave the field out of the body". */
const optionalText = z.pipe(
  z.string().check(z.trim()),
  z.transform((text: string) => (text === '' ? undefined : text)),
);

/** A select with no choice made is a field left out. */
const choice = z.pipe(
  z.nullable(z.string()),
  z.transform((value: string | null) => value ?? undefined),
);

// A decimal as people type it ("0.5", ".5", "1e-3"); Number() alone would also take "0x10" and " ".
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number field holds a number or the text typed ('' when empty); text that is no number is flagged, not dropped. */
const numberInput = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') return undefined;
    if (DECIMAL.test(text)) return Number(text);
    ctx.issues.push({ code: 'custom', message: 'Enter a number', input: value });
    return z.NEVER;
  }),
);

const jsonText = z.pipe(
  z.string(),
  z.transform((text: string, ctx) => {
    const read = readVariantJson(text);
    if ('value' in read) return read.value;
    // zod/mini's transform context has no addIssue; this is the issue classic's addIssue pushed. Stopping here
    // keeps a value thousands of levels deep away from the contract's schema, which walks it.
    ctx.issues.push({ code: 'custom', message: read.problem, input: text });
    return z.NEVER;
  }),
);

const typedName = z.string().check(z.trim(), z.minLength(1, { error: 'Name is required' }));
const nameAsId = z.pipe(typedName, z.transform(toAutotuneId));
const nameInput = z.pipe(
  z.pipe(nameAsId, z.string().check(z.minLength(1, { error: 'Name must contain at least one letter or digit' }))),
  body.name,
);

/** Step 1: what the autotune is called and which unit it randomises on. */
export const basicsStepSchema = z.object({
  name: nameInput,
  description: z.pipe(optionalText, body.description),
  // Optional in the contract, but the form always holds one: an emptied custom id type is an error, not a default.
  idType: z.pipe(z.optional(z.string()), body.idType),
});

/** One variant as the form holds it: its JSON value is text until it parses. */
export const variantDraftSchema = z.object({
  name: z.pipe(z.string(), variant.name),
  json: z.pipe(jsonText, variant.json),
  size: z.pipe(numberInput, variant.size),
});

/** How two variant names are compared: "Test" and " test " are the same name. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The later of two variants with the same name gets the message. It runs even while another field of a variant
 * is wrong, so every problem of the step shows at once.
 */
const distinctVariantNames = z.superRefine(
  (variants: readonly { name: string }[], ctx) => {
    const firstWithName = new Map<string, number>();
    variants.forEach((draft, index) => {
      const key = nameKey(draft.name);
      if (key === '') return;
      const first = firstWithName.get(key);
      if (first === undefined) {
        firstWithName.set(key, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, 'name'],
        message: `Variant ${String(first + 1)} already has this name; each variant needs a name of its own`,
      });
    });
  },
  { when: () => true },
);

/** Step 2: the variants (at least two, checked by the contract's own array rule), each with its own name. */
export const variantsStepSchema = z.object({
  variants: z.pipe(z.array(variantDraftSchema).check(distinctVariantNames), body.variants),
});

/** Step 3: what counts as success and the windows and threshold of the optimisation. */
export const successStepSchema = z.object({
  successEvent: z.pipe(z.string(), body.successEvent),
  successEventValue: z.pipe(optionalText, body.successEventValue),
  optimizationParameter: z.pipe(choice, body.optimizationParameter),
  valueColumn: z.pipe(optionalText, body.valueColumn),
  metricSourceID: z.pipe(optionalText, body.metricSourceID),
  attributionWindow: z.pipe(choice, body.attributionWindow),
  attributionWindowUnit: z.pipe(choice, body.attributionWindowUnit),
  explorationWindow: z.pipe(choice, body.explorationWindow),
  winnerThreshold: z.pipe(choice, body.winnerThreshold),
});

/** Step 4: optional tuning; the contextual fields only count while the autotune is contextual. */
export const advancedStepSchema = z.object({
  explorationWindowRate: z.pipe(numberInput, body.explorationWindowRate),
  longtermExplorationAllocation: z.pipe(numberInput, body.longtermExplorationAllocation),
  isContextual: z.boolean(),
  metadataField: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((text: string): string | null | undefined => (text === '' ? undefined : text)),
    ),
    body.metadataField,
  ),
  higherIsBetter: z.boolean(),
  featureList: z.pipe(
    z.array(z.string().check(z.trim())),
    z.transform((features: string[]) => {
      const kept = features.filter((feature) => feature !== '');
      return kept.length === 0 ? undefined : kept;
    }),
  ),
  linkedExperimentName: z.pipe(optionalText, body.linkedExperimentName),
  goalRichText: z.pipe(optionalText, body.goalRichText),
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
export const autotuneWizardSchema = z.pipe(
  z.pipe(
    z.object({
      ...basicsStepSchema.shape,
      ...variantsStepSchema.shape,
      ...successStepSchema.shape,
      ...advancedStepSchema.shape,
    }),
    z.transform(withoutHiddenFields),
  ),
  AutotuneCreateBodySchema,
);

/** What the wizard's form holds while the user types. */
export type AutotuneDraft = z.input<typeof autotuneWizardSchema>;
export type VariantDraft = z.input<typeof variantDraftSchema>;
/** The body the wizard sends. */
export type AutotuneWizardBody = z.output<typeof autotuneWizardSchema>;
