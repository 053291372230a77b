import { z } from 'zod';
import { FINISHED_STATES, RELOAD_TYPES } from './enums';

/** A pulse load history entry (spec 2.7). A load still running has no finishedTime or finishedState. */
export const PulseLoadSchema = z.looseObject({
  createdTime: z.number().int(),
  startDs: z.string().optional(),
  endDs: z.string().optional(),
  reloadType: z.union([z.enum(RELOAD_TYPES), z.string()]).optional(),
  turboMode: z.boolean().optional(),
  dagID: z.string().optional(),
  creatorName: z.string().optional(),
  finishedTime: z.number().int().nullable().optional(),
  finishedState: z.union([z.enum(FINISHED_STATES), z.string()]).nullable().optional(),
});
export type PulseLoad = z.infer<typeof PulseLoadSchema>;

/** An item of the list extensions `GET /experiments` and `GET /dynamic_configs`. */
export const SummarySchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  lastModifiedTime: z.number().int().optional(),
});
export type Summary = z.infer<typeof SummarySchema>;
