import * as z from './zod';
import { RuleSchema } from './rule';

/** The one item of `GET /dynamic_configs/{id}/rules`: the page of rules sits inside it (DECISIONS.md). */
export const DynamicConfigRulesSchema = z.looseObject({ rules: z.array(RuleSchema) });
export type DynamicConfigRules = z.infer<typeof DynamicConfigRulesSchema>;
