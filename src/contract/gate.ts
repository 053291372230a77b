import { z } from 'zod';
import { AuditFieldsSchema, OwnerSchema, StringListSchema } from './common';
import { GATE_STATUSES, GATE_TYPE_REASONS, GATE_TYPES, SAFE_CHANGE_STRATEGIES, WRITABLE_GATE_TYPES } from './enums';
import { GATE_DESCRIPTION_MAX, GATE_NAME_MAX, GATE_NAME_MIN, GATE_NAME_PATTERN } from './limits';
import { RuleInputSchema, RuleSchema } from './rule';

/** A gate name: 3 to 100 letters, digits, underscores, hyphens, periods or spaces. */
export const GateNameSchema = z
  .string({ error: 'Name is required' })
  .min(GATE_NAME_MIN, { error: `Name must be ${GATE_NAME_MIN} to ${GATE_NAME_MAX} characters` })
  .max(GATE_NAME_MAX, { error: `Name must be ${GATE_NAME_MIN} to ${GATE_NAME_MAX} characters` })
  .regex(GATE_NAME_PATTERN, { error: 'Name may use only letters, digits, spaces and _ - .' });

export const ReviewerSchema = z.looseObject({ id: z.string(), name: z.string(), email: z.string() });

export const ReviewSettingsSchema = z.looseObject({
  requiredReview: z.boolean(),
  allowedReviewers: z.array(ReviewerSchema).default([]),
});

/** A known enum value, or any other string an upstream may send (shown as it is). */
function openEnum<T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}

/** A gate as read from the API (spec 2.2). Tolerant: extra fields kept, most fields optional. */
export const GateSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  idType: z.string().optional(),
  isEnabled: z.boolean().optional(),
  status: openEnum(GATE_STATUSES).optional(),
  type: openEnum(GATE_TYPES).optional(),
  typeReason: openEnum(GATE_TYPE_REASONS).optional(),
  rules: z.array(RuleSchema).default([]),
  tags: z.array(z.string()).default([]),
  targetApps: StringListSchema.default([]),
  holdoutIDs: z.array(z.string()).optional(),
  checksPerHour: z.number().optional(),
  ...AuditFieldsSchema.shape,
  team: z.string().nullable().optional(),
  teamID: z.string().nullable().optional(),
  reviewSettings: ReviewSettingsSchema.optional(),
  measureMetricLifts: z.boolean().optional(),
  store0100Exposures: z.boolean().optional(),
  owner: OwnerSchema.optional(),
  monitoringMetrics: z.array(z.looseObject({ name: z.string(), type: z.string() })).optional(),
  version: z.number().int().optional(),
  permalink: z.string().optional(),
  isTemplate: z.boolean().optional(),
  releasePipelineID: z.string().optional(),
  activeReview: z
    .looseObject({ reviewID: z.string(), reviewStatus: z.string(), description: z.string().optional() })
    .nullable()
    .optional(),
});
export type Gate = z.infer<typeof GateSchema>;

/** Fields of a gate record that an update may carry back; the server ignores them. */
const READ_ONLY_GATE_FIELDS = [
  'id', 'version', 'status', 'typeReason', 'checksPerHour', 'createdTime', 'lastModifiedTime', 'creatorID',
  'creatorName', 'creatorEmail', 'lastModifierID', 'lastModifierName', 'lastModifierEmail', 'team', 'teamID',
  'holdoutIDs', 'measureMetricLifts', 'store0100Exposures', 'owner', 'monitoringMetrics', 'permalink',
  'isTemplate', 'releasePipelineID', 'activeReview',
] as const;
const readOnlyShape = Object.fromEntries(READ_ONLY_GATE_FIELDS.map((key) => [key, z.unknown().optional()]));

/** The writable fields of a gate (DECISIONS.md, Gates), as the form and the server both check them. */
export const GateWritableSchema = z.object({
  name: GateNameSchema,
  description: z.string().max(GATE_DESCRIPTION_MAX, { error: `Description must be at most ${GATE_DESCRIPTION_MAX} characters` }),
  isEnabled: z.boolean(),
  rules: z.array(RuleInputSchema),
  tags: z.array(z.string().trim().min(1, { error: 'Tags must not be empty' })),
  type: z.enum(WRITABLE_GATE_TYPES, { error: 'Type must be PERMANENT or TEMPORARY' }),
  idType: z.string().trim().min(1, { error: 'Id type is required' }),
  targetApps: z.array(z.string()),
  reviewSettings: z.strictObject({
    requiredReview: z.boolean(),
    allowedReviewers: z.array(ReviewerSchema).optional(),
  }),
});

/**
 * Body of `POST /gates/{id}`: a partial update. Absent fields keep their stored value; `rules` replace the whole
 * list. `expectedVersion` guards against lost updates (409); `safeChangeStrategy` answers a 428.
 */
export const GateUpdateBodySchema = z.strictObject({
  ...GateWritableSchema.partial().shape,
  expectedVersion: z.number().int({ error: 'expectedVersion must be a whole number' }).optional(),
  safeChangeStrategy: z.enum(SAFE_CHANGE_STRATEGIES, { error: 'safeChangeStrategy must be immediate or gradual' }).optional(),
  ...readOnlyShape,
});
export type GateUpdateBody = z.input<typeof GateUpdateBodySchema>;

/**
 * Body of the create-gate extension `POST /gates`: only `name` is required. `name` is re-added with its own schema,
 * not `.required()`, so a missing name reads "Name is required" rather than zod's generic nonoptional message.
 */
export const GateCreateBodySchema = GateWritableSchema.partial().extend({ name: GateNameSchema }).strict();
export type GateCreateBody = z.input<typeof GateCreateBodySchema>;
