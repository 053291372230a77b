import { z } from 'zod';
import { OWNER_TYPES } from './enums';

/** A list of strings that an upstream may also send as one string (spec 4.2: `targetApps` in version listings). */
export const StringListSchema = z.union([z.array(z.string()), z.string()]).transform((value) =>
  typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((s) => s.trim())) : value,
);

/** Timestamps are milliseconds since the Unix epoch. */
export const EpochMillisSchema = z.number().int();

export const OwnerSchema = z.looseObject({
  ownerID: z.string().optional(),
  ownerName: z.string().optional(),
  ownerType: z.union([z.enum(OWNER_TYPES), z.string()]).optional(),
  ownerEmail: z.string().nullable().optional(),
});
export type Owner = z.infer<typeof OwnerSchema>;

/** Creator and last-modifier fields shared by gates, layers and autotunes. Emails may be null. */
export const AuditFieldsSchema = z.object({
  creatorID: z.string().optional(),
  creatorName: z.string().optional(),
  creatorEmail: z.string().nullable().optional(),
  createdTime: EpochMillisSchema.optional(),
  lastModifierID: z.string().optional(),
  lastModifierName: z.string().optional(),
  lastModifierEmail: z.string().nullable().optional(),
  lastModifiedTime: EpochMillisSchema.optional(),
});

/** Any JSON value. */
export const JsonValueSchema = z.json();
export type JsonValue = z.infer<typeof JsonValueSchema>;
