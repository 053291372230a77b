import * as z from './zod';
import { AuditFieldsSchema, JsonInputSchema, JsonValueSchema, StringListSchema } from './common';
import {
  ATTRIBUTION_WINDOW_UNITS,
  ATTRIBUTION_WINDOWS,
  EXPLORATION_WINDOWS,
  OPTIMIZATION_PARAMETERS,
  WINNER_THRESHOLDS,
} from './recordEnums';
import { AUTOTUNE_MIN_VARIANTS, AUTOTUNE_NAME_PATTERN, EXPLORATION_RATE_MAX, EXPLORATION_RATE_MIN } from './limits';
import { noControlCharacters, noControlCharactersInProse } from './text';

/** An autotune as read from the API. `winner` may be any JSON shape. */
export const AutotuneSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  idType: z.optional(z.string()),
  ...AuditFieldsSchema.shape,
  targetApps: z._default(StringListSchema, []),
  holdoutIDs: z._default(z.array(z.string()), []),
  tags: z._default(z.array(z.string()), []),
  team: z.optional(z.nullable(z.string())),
  isStarted: z.optional(z.boolean()),
  inlineTargetingRulesJSON: z.optional(z.string()),
  inlineTargetingRules: z._default(z.array(z.unknown()), []),
  variants: z._default(
    z.array(
      z.looseObject({
        name: z.string(),
        id: z.optional(z.string()),
        json: z.optional(JsonValueSchema),
        size: z.optional(z.number()),
      }),
    ),
    [],
  ),
  successEvent: z.optional(z.string()),
  successEventValue: z.optional(z.string()),
  explorationWindow: z.optional(z.string()),
  attributionWindow: z.optional(z.string()),
  winnerThreshold: z.optional(z.string()),
  winner: z.optional(z.nullable(JsonValueSchema)),
});
export type Autotune = z.infer<typeof AutotuneSchema>;

const rate = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(
    z.gte(EXPLORATION_RATE_MIN, {
      error: `${label} must be between ${EXPLORATION_RATE_MIN} and ${EXPLORATION_RATE_MAX}`,
    }),
    z.lte(EXPLORATION_RATE_MAX, {
      error: `${label} must be between ${EXPLORATION_RATE_MIN} and ${EXPLORATION_RATE_MAX}`,
    }),
  );

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const AutotuneVariantInputSchema = z.strictObject({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'Variant name is required' }), noControlCharacters('Variant name')),
  json: JsonInputSchema,
  size: z.number({ error: 'Size must be a number' }).check(z.positive({ error: 'Size must be greater than 0' })),
});

/**
 * Two variants may not share a name (compared trimmed and ignoring case, as the wizard does): results are reported
 * by variant name, so a twin would be indistinguishable. The later one is named in the error.
 */
const distinctVariantNames = z.superRefine((variants: readonly { name: string }[], ctx) => {
  const firstWithName = new Map<string, number>();
  variants.forEach((variant, index) => {
    const key = variant.name.trim().toLowerCase();
    const first = firstWithName.get(key);
    if (first === undefined) firstWithName.set(key, index);
    else {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'name'],
        message: `Variant ${String(first + 1)} already has this name; each variant needs a name of its own`,
        input: variant.name,
      });
    }
  });
});

/** Body of `POST /autotunes`. */
export const AutotuneCreateBodySchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).check(
    z.regex(AUTOTUNE_NAME_PATTERN, {
      error: 'Name must be lower case words joined by underscores, like checkout_button',
    }),
  ),
  description: z.optional(z.string().check(noControlCharactersInProse('Description'))),
  variants: z
    .array(AutotuneVariantInputSchema)
    .check(
      z.minLength(AUTOTUNE_MIN_VARIANTS, { error: `An autotune needs at least ${AUTOTUNE_MIN_VARIANTS} variants` }),
      distinctVariantNames,
    ),
  successEvent: z
    .string({ error: 'Success event is required' })
    .check(z.trim(), z.minLength(1, { error: 'Success event is required' }), noControlCharacters('Success event')),
  successEventValue: z.optional(z.string()),
  explorationWindow: oneOf(EXPLORATION_WINDOWS, 'Exploration window'),
  attributionWindow: oneOf(ATTRIBUTION_WINDOWS, 'Attribution window'),
  attributionWindowUnit: z.optional(oneOf(ATTRIBUTION_WINDOW_UNITS, 'Attribution window unit')),
  winnerThreshold: oneOf(WINNER_THRESHOLDS, 'Winner threshold'),
  explorationWindowRate: z.optional(rate('Exploration window rate')),
  longtermExplorationAllocation: z.optional(rate('Long-term exploration allocation')),
  metadataField: z.optional(z.nullable(z.string())),
  higherIsBetter: z.optional(z.boolean()),
  isContextual: z.optional(z.boolean()),
  metricSourceID: z.optional(z.string()),
  linkedExperimentName: z.optional(z.string()),
  goalRichText: z.optional(z.string()),
  optimizationParameter: z.optional(oneOf(OPTIMIZATION_PARAMETERS, 'Optimization parameter')),
  valueColumn: z.optional(z.string()),
  featureList: z.optional(z.array(z.string())),
  idType: z.optional(
    z.string().check(z.trim(), z.minLength(1, { error: 'Id type must not be empty' }), noControlCharacters('Id type')),
  ),
});
export type AutotuneCreateBody = z.input<typeof AutotuneCreateBodySchema>;
