import { z } from 'zod';
import { DIRECTIONALITIES, FUNNEL_COUNT_DISTINCT, FUNNEL_STEP_TYPES, METRIC_TYPES } from './enums';

/** A recorded event (spec 2.10). `timestamp` is milliseconds since the epoch, as text. */
export const EventRecordSchema = z.looseObject({
  timestamp: z.string(),
  name: z.string(),
  source: z.string().optional(),
  value: z.string().optional(),
  userID: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** An item of the extension `GET /event_names`. */
export const EventNameCountSchema = z.looseObject({ name: z.string(), count: z.number().int() });
export type EventNameCount = z.infer<typeof EventNameCountSchema>;

/** A metric built on an event name (spec 2.9). `id` is `<name>::<type>`. */
export const MetricSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  directionality: z.union([z.enum(DIRECTIONALITIES), z.string()]).optional(),
  type: z.union([z.enum(METRIC_TYPES), z.string()]),
  description: z.string().optional(),
  isPermanent: z.boolean().optional(),
  isReadOnly: z.boolean().optional(),
  isHidden: z.boolean().optional(),
  isVerified: z.boolean().optional(),
  tags: z.array(z.string()).default([]),
  createdTime: z.number().int().optional(),
  creatorName: z.string().optional(),
  creatorEmail: z.string().nullable().optional(),
  owner: z.looseObject({ name: z.string().optional() }).optional(),
  lineage: z.looseObject({ events: z.array(z.string()).default([]), metrics: z.array(z.string()).default([]) }).optional(),
  team: z.string().nullable().optional(),
  funnelCountDistinct: z.union([z.enum(FUNNEL_COUNT_DISTINCT), z.string()]).optional(),
  funnelEventList: z.array(z.looseObject({ name: z.string(), type: z.union([z.enum(FUNNEL_STEP_TYPES), z.string()]) })).optional(),
});
export type Metric = z.infer<typeof MetricSchema>;
