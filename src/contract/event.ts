import * as z from './zod';
import { DIRECTIONALITIES, FUNNEL_COUNT_DISTINCT, FUNNEL_STEP_TYPES, METRIC_TYPES } from './recordEnums';

/** A recorded event. `timestamp` is milliseconds since the epoch, as text. */
export const EventRecordSchema = z.looseObject({
  timestamp: z.string(),
  name: z.string(),
  source: z.optional(z.string()),
  value: z.optional(z.string()),
  userID: z.optional(z.string()),
  metadata: z._default(z.record(z.string(), z.unknown()), {}),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** An item of the extension `GET /event_names`. */
export const EventNameCountSchema = z.looseObject({ name: z.string(), count: z.int() });
export type EventNameCount = z.infer<typeof EventNameCountSchema>;

/** A metric built on an event name. `id` is `<name>::<type>`. */
export const MetricSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  directionality: z.optional(z.union([z.enum(DIRECTIONALITIES), z.string()])),
  type: z.union([z.enum(METRIC_TYPES), z.string()]),
  description: z.optional(z.string()),
  isPermanent: z.optional(z.boolean()),
  isReadOnly: z.optional(z.boolean()),
  isHidden: z.optional(z.boolean()),
  isVerified: z.optional(z.boolean()),
  tags: z._default(z.array(z.string()), []),
  createdTime: z.optional(z.int()),
  creatorName: z.optional(z.string()),
  creatorEmail: z.optional(z.nullable(z.string())),
  owner: z.optional(z.looseObject({ name: z.optional(z.string()) })),
  lineage: z.optional(
    z.looseObject({ events: z._default(z.array(z.string()), []), metrics: z._default(z.array(z.string()), []) }),
  ),
  team: z.optional(z.nullable(z.string())),
  funnelCountDistinct: z.optional(z.union([z.enum(FUNNEL_COUNT_DISTINCT), z.string()])),
  funnelEventList: z.optional(
    z.array(z.looseObject({ name: z.string(), type: z.union([z.enum(FUNNEL_STEP_TYPES), z.string()]) })),
  ),
});
export type Metric = z.infer<typeof MetricSchema>;
