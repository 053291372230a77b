import * as z from './zod';
import { FINISHED_STATES, RELOAD_TYPES } from './recordEnums';

/** A pulse load history entry. A load still running has no finishedTime or finishedState. */
export const PulseLoadSchema = z.looseObject({
  createdTime: z.int(),
  startDs: z.optional(z.string()),
  endDs: z.optional(z.string()),
  reloadType: z.optional(z.union([z.enum(RELOAD_TYPES), z.string()])),
  turboMode: z.optional(z.boolean()),
  dagID: z.optional(z.string()),
  creatorName: z.optional(z.string()),
  finishedTime: z.optional(z.nullable(z.int())),
  finishedState: z.optional(z.nullable(z.union([z.enum(FINISHED_STATES), z.string()]))),
});
export type PulseLoad = z.infer<typeof PulseLoadSchema>;

/** An item of the list extensions `GET /experiments` and `GET /dynamic_configs`. */
export const SummarySchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  lastModifiedTime: z.optional(z.int()),
});
export type Summary = z.infer<typeof SummarySchema>;
