import * as z from './zod';
import { AuditFieldsSchema, JsonValueSchema, StringListSchema } from './common';
import { LAYER_PARAMETER_TYPES } from './recordEnums';

const ParameterValuesSchema = z.record(z.string(), JsonValueSchema);

export const LayerParameterSchema = z.looseObject({
  name: z.string(),
  type: z.union([z.enum(LAYER_PARAMETER_TYPES), z.string()]),
  defaultValue: z.optional(JsonValueSchema),
});
export type LayerParameter = z.infer<typeof LayerParameterSchema>;

/** A layer as listed by `GET /layers`. */
export const LayerSchema = z.looseObject({
  id: z.string(),
  description: z._default(z.string(), ''),
  idType: z.optional(z.string()),
  ...AuditFieldsSchema.shape,
  targetApps: z._default(StringListSchema, []),
  holdoutIDs: z._default(z.array(z.string()), []),
  tags: z._default(z.array(z.string()), []),
  team: z.optional(z.nullable(z.string())),
  isImplicitLayer: z.optional(z.boolean()),
  parameters: z._default(z.array(LayerParameterSchema), []),
  targeting_gate_parameter_values: z._default(
    z.array(z.looseObject({ targetingGateName: z.string(), parameters: ParameterValuesSchema })),
    [],
  ),
  holdout_parameter_values: z._default(
    z.array(
      z.looseObject({
        holdoutID: z.string(),
        parameters: ParameterValuesSchema,
        excludeNewParams: z.optional(z.boolean()),
      }),
    ),
    [],
  ),
  permalink: z.optional(z.string()),
});
export type Layer = z.infer<typeof LayerSchema>;
