import * as z from './zod';
import { AuditFieldsSchema, JsonValueSchema } from './common';
import { SummarySchema } from './experiment';
import { RuleSchema } from './rule';

/** The one item of `GET /dynamic_configs/{id}/rules`: the page of rules sits inside it. */
export const DynamicConfigRulesSchema = z.looseObject({ rules: z.array(RuleSchema) });

/** A config as the extension `GET /dynamic_configs/{id}` answers it: the summary and what it returns by default. */
export const DynamicConfigSchema = z.looseObject({
  ...SummarySchema.shape,
  ...AuditFieldsSchema.shape,
  defaultValue: z.optional(JsonValueSchema),
  isEnabled: z.optional(z.boolean()),
  idType: z.optional(z.string()),
  tags: z._default(z.array(z.string()), []),
});
export type DynamicConfig = z.infer<typeof DynamicConfigSchema>;
