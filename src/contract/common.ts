import * as z from './zod';
import { OWNER_TYPES } from './recordEnums';
import { jsonValueIssue } from './jsonInput';
import { plainTextSchema } from './text';

/** A list of strings that an upstream may also send as one string (`targetApps` in version listings). */
export const StringListSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string[] | string) =>
    typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((s) => s.trim())) : value,
  ),
);

/** Timestamps are milliseconds since the Unix epoch. */
const EpochMillisSchema = z.int();

export const OwnerSchema = z.looseObject({
  ownerID: z.optional(z.string()),
  ownerName: z.optional(z.string()),
  ownerType: z.optional(z.union([z.enum(OWNER_TYPES), z.string()])),
  ownerEmail: z.optional(z.nullable(z.string())),
});

/** An owner as written: the four fields only, each plain text, so nothing unchecked is stored with it. */
export const OwnerInputSchema = z.strictObject({
  ownerID: z.optional(plainTextSchema('Owner id')),
  ownerName: z.optional(plainTextSchema('Owner name')),
  ownerType: z.optional(z.union([z.enum(OWNER_TYPES), plainTextSchema('Owner type')])),
  ownerEmail: z.optional(z.nullable(plainTextSchema('Owner email'))),
});

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

/**
 * A JSON value as written in a request body: at most MAX_JSON_DEPTH levels and MAX_JSON_VALUE_BYTES, JSON types
 * only, no `__proto__` key. Checked by a loop, not a recursive schema, so no depth can overflow the stack.
 */
export const JsonInputSchema = z
  .custom<JsonValue>((value: JsonValue | undefined) => value !== undefined, {
    error: 'A JSON value is required',
  })
  .check(
    z.superRefine((value, ctx) => {
      const issue = jsonValueIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message, input: value });
    }),
  );
