import { z } from 'zod';
import { AuditFieldsSchema, JsonValueSchema, StringListSchema } from './common';
import { LAYER_PARAMETER_TYPES } from './enums';

const ParameterValuesSchema = z.record(z.string(), JsonValueSchema);

export const LayerParameterSchema = z.looseObject({
  name: z.string(),
  type: z.union([z.enum(LAYER_PARAMETER_TYPES), z.string()]),
  defaultValue: JsonValueSchema.optional(),
});
export type LayerParameter = z.infer<typeof LayerParameterSchema>;

/** A layer as listed by `GET /layers` (spec 2.5). */
export const LayerSchema = z.looseObject({
  id: z.string(),
  description: z.string().default(''),
  idType: z.string().optional(),
  ...AuditFieldsSchema.shape,
  targetApps: StringListSchema.default([]),
  holdoutIDs: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  team: z.string().nullable().optional(),
  isImplicitLayer: z.boolean().optional(),
  parameters: z.array(LayerParameterSchema).default([]),
  targeting_gate_parameter_values: z
    .array(z.looseObject({ targetingGateName: z.string(), parameters: ParameterValuesSchema }))
    .default([]),
  holdout_parameter_values: z
    .array(z.looseObject({ holdoutID: z.string(), parameters: ParameterValuesSchema, excludeNewParams: z.boolean().optional() }))
    .default([]),
  permalink: z.string().optional(),
});
export type Layer = z.infer<typeof LayerSchema>;
