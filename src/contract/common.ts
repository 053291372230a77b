import * as z from './zod';
import { OWNER_TYPES } from './enums';

/** A list of strings that an upstream may also send as one string (spec 4.2: `targetApps` in version listings). */
export const StringListSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string[] | string) =>
    typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((s) => s.trim())) : value,
  ),
);

/** Timestamps are milliseconds since the Unix epoch. */
export const EpochMillisSchema = z.int();

export const OwnerSchema = z.looseObject({
  ownerID: z.optional(z.string()),
  ownerName: z.optional(z.string()),
  ownerType: z.optional(z.union([z.enum(OWNER_TYPES), z.string()])),
  ownerEmail: z.optional(z.nullable(z.string())),
});
export type Owner = z.infer<typeof OwnerSchema>;

/** Creator and last-modifier fields shared by gates, layers and autotunes. Emails may be null. */
export const AuditFieldsSchema = z.object({
  creatorID: z.optional(z.string()),
  creatorName: z.optional(z.string()),
  creatorEmail: z.optional(z.nullable(z.string())),
  createdTime: z.optional(EpochMillisSchema),
  lastModifierID: z.optional(z.string()),
  lastModifierName: z.optional(z.string()),
  lastModifierEmail: z.optional(z.nullable(z.string())),
  lastModifiedTime: z.optional(EpochMillisSchema),
});

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A JSON value as read from the API: taken as parsed, without walking it. A recursive schema overflows the stack on
 * a deeply nested stored value, and one record must never make a whole page unreadable.
 */
export const JsonValueSchema = z.custom<JsonValue>(() => true);

/** A JSON value as written in a request body; the checks on its depth and size live here. */
export const JsonInputSchema = z.json();
