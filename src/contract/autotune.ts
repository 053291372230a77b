import { z } from 'zod';
import { AuditFieldsSchema, JsonValueSchema, StringListSchema } from './common';
import {
  ATTRIBUTION_WINDOW_UNITS,
  ATTRIBUTION_WINDOWS,
  EXPLORATION_WINDOWS,
  OPTIMIZATION_PARAMETERS,
  WINNER_THRESHOLDS,
} from './enums';
import { AUTOTUNE_MIN_VARIANTS, AUTOTUNE_NAME_PATTERN, EXPLORATION_RATE_MAX, EXPLORATION_RATE_MIN } from './limits';

/** An autotune as read from the API (spec 2.6). `winner` may be any JSON shape. */
export const AutotuneSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  idType: z.string().optional(),
  ...AuditFieldsSchema.shape,
  targetApps: StringListSchema.default([]),
  holdoutIDs: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  team: z.string().nullable().optional(),
  isStarted: z.boolean().optional(),
  inlineTargetingRulesJSON: z.string().optional(),
  inlineTargetingRules: z.array(z.unknown()).default([]),
  variants: z.array(z.looseObject({ name: z.string(), id: z.string().optional(), json: JsonValueSchema.optional(), size: z.number().optional() })).default([]),
  successEvent: z.string().optional(),
  successEventValue: z.string().optional(),
  explorationWindow: z.string().optional(),
  attributionWindow: z.string().optional(),
  winnerThreshold: z.string().optional(),
  winner: JsonValueSchema.nullable().optional(),
});
export type Autotune = z.infer<typeof AutotuneSchema>;

const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(EXPLORATION_RATE_MIN, { error: `${label} must be between ${EXPLORATION_RATE_MIN} and ${EXPLORATION_RATE_MAX}` })
    .max(EXPLORATION_RATE_MAX, { error: `${label} must be between ${EXPLORATION_RATE_MIN} and ${EXPLORATION_RATE_MAX}` });

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const AutotuneVariantInputSchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'Variant name is required' }),
  json: JsonValueSchema,
  size: z.number({ error: 'Size must be a number' }).positive({ error: 'Size must be greater than 0' }),
});

/** Body of `POST /autotunes` (spec 4.5). */
export const AutotuneCreateBodySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .regex(AUTOTUNE_NAME_PATTERN, { error: 'Name must be lower case words joined by underscores, like checkout_button' }),
  description: z.string().optional(),
  variants: z
    .array(AutotuneVariantInputSchema)
    .min(AUTOTUNE_MIN_VARIANTS, { error: `An autotune needs at least ${AUTOTUNE_MIN_VARIANTS} variants` }),
  successEvent: z.string({ error: 'Success event is required' }).trim().min(1, { error: 'Success event is required' }),
  successEventValue: z.string().optional(),
  explorationWindow: oneOf(EXPLORATION_WINDOWS, 'Exploration window'),
  attributionWindow: oneOf(ATTRIBUTION_WINDOWS, 'Attribution window'),
  attributionWindowUnit: oneOf(ATTRIBUTION_WINDOW_UNITS, 'Attribution window unit').optional(),
  winnerThreshold: oneOf(WINNER_THRESHOLDS, 'Winner threshold'),
  explorationWindowRate: rate('Exploration window rate').optional(),
  longtermExplorationAllocation: rate('Long-term exploration allocation').optional(),
  metadataField: z.string().nullable().optional(),
  higherIsBetter: z.boolean().optional(),
  isContextual: z.boolean().optional(),
  metricSourceID: z.string().optional(),
  linkedExperimentName: z.string().optional(),
  goalRichText: z.string().optional(),
  optimizationParameter: oneOf(OPTIMIZATION_PARAMETERS, 'Optimization parameter').optional(),
  valueColumn: z.string().optional(),
  featureList: z.array(z.string()).optional(),
  idType: z.string().trim().min(1, { error: 'Id type must not be empty' }).optional(),
});
export type AutotuneCreateBody = z.input<typeof AutotuneCreateBodySchema>;
