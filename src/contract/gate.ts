import * as z from './zod';
import { AuditFieldsSchema, OwnerSchema, StringListSchema } from './common';
import { GATE_STATUSES, GATE_TYPES, WRITABLE_GATE_TYPES } from './enums';
import { GATE_TYPE_REASONS, SAFE_CHANGE_STRATEGIES } from './recordEnums';
import { GATE_DESCRIPTION_MAX, GATE_NAME_MAX, GATE_NAME_MIN, GATE_NAME_PATTERN, MAX_RULES_PER_GATE } from './limits';
import { distinctRuleNames, RuleInputSchema, RuleSchema } from './rule';
import {
  labelSchema,
  noControlCharacters,
  noControlCharactersInProse,
  plainTextSchema,
  uniqueListSchema,
} from './text';

/** A gate name: 3 to 100 letters, digits, underscores, hyphens, periods or spaces. */
export const GateNameSchema = z.string({ error: 'Name is required' }).check(
  z.minLength(GATE_NAME_MIN, { error: `Name must be ${GATE_NAME_MIN} to ${GATE_NAME_MAX} characters` }),
  z.maxLength(GATE_NAME_MAX, { error: `Name must be ${GATE_NAME_MIN} to ${GATE_NAME_MAX} characters` }),
  z.regex(GATE_NAME_PATTERN, { error: 'Name may use only letters, digits, spaces and _ - .' }),
  // The id is made from the letters and digits of the name: without any, "   " would become the id "_".
  z.regex(/[a-zA-Z0-9]/, { error: 'Name must contain at least one letter or digit' }),
);

const ReviewerSchema = z.looseObject({ id: z.string(), name: z.string(), email: z.string() });

/** A reviewer as written: exactly these three fields, so nothing unchecked (of any depth) is stored with it. */
const ReviewerInputSchema = z.strictObject({
  id: plainTextSchema('Reviewer id'),
  name: plainTextSchema('Reviewer name'),
  email: plainTextSchema('Reviewer email'),
});

const ReviewSettingsSchema = z.looseObject({
  requiredReview: z.boolean(),
  allowedReviewers: z._default(z.array(ReviewerSchema), []),
});

/** A known enum value, or any other string an upstream may send (shown as it is). */
function openEnum<T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}

/** A gate as read from the API. Tolerant: extra fields kept, most fields optional. */
export const GateSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  idType: z.optional(z.string()),
  isEnabled: z.optional(z.boolean()),
  status: z.optional(openEnum(GATE_STATUSES)),
  type: z.optional(openEnum(GATE_TYPES)),
  typeReason: z.optional(openEnum(GATE_TYPE_REASONS)),
  rules: z._default(z.array(RuleSchema), []),
  tags: z._default(z.array(z.string()), []),
  targetApps: z._default(StringListSchema, []),
  holdoutIDs: z.optional(z.array(z.string())),
  checksPerHour: z.optional(z.number()),
  ...AuditFieldsSchema.shape,
  team: z.optional(z.nullable(z.string())),
  teamID: z.optional(z.nullable(z.string())),
  reviewSettings: z.optional(ReviewSettingsSchema),
  measureMetricLifts: z.optional(z.boolean()),
  store0100Exposures: z.optional(z.boolean()),
  owner: z.optional(OwnerSchema),
  monitoringMetrics: z.optional(z.array(z.looseObject({ name: z.string(), type: z.string() }))),
  version: z.optional(z.int()),
  permalink: z.optional(z.string()),
  isTemplate: z.optional(z.boolean()),
  releasePipelineID: z.optional(z.string()),
  activeReview: z.optional(
    z.nullable(z.looseObject({ reviewID: z.string(), reviewStatus: z.string(), description: z.optional(z.string()) })),
  ),
});
export type Gate = z.infer<typeof GateSchema>;

/** Fields of a gate record that an update may carry back; the server ignores them. */
const READ_ONLY_GATE_FIELDS = [
  'id',
  'version',
  'status',
  'typeReason',
  'checksPerHour',
  'createdTime',
  'lastModifiedTime',
  'creatorID',
  'creatorName',
  'creatorEmail',
  'lastModifierID',
  'lastModifierName',
  'lastModifierEmail',
  'team',
  'teamID',
  'holdoutIDs',
  'measureMetricLifts',
  'store0100Exposures',
  'owner',
  'monitoringMetrics',
  'permalink',
  'isTemplate',
  'releasePipelineID',
  'activeReview',
] as const;
const readOnlyShape = Object.fromEntries(READ_ONLY_GATE_FIELDS.map((key) => [key, z.optional(z.unknown())]));

/** The writable fields of a gate, as the form and the server both check them. */
export const GateWritableSchema = z.object({
  name: GateNameSchema,
  description: z
    .string()
    .check(
      z.maxLength(GATE_DESCRIPTION_MAX, { error: `Description must be at most ${GATE_DESCRIPTION_MAX} characters` }),
      noControlCharactersInProse('Description'),
    ),
  isEnabled: z.boolean(),
  rules: z.array(RuleInputSchema).check(
    z.maxLength(MAX_RULES_PER_GATE, {
      error: `A gate may have at most ${String(MAX_RULES_PER_GATE)} rules`,
    }),
    distinctRuleNames,
  ),
  tags: uniqueListSchema(labelSchema('Tags')),
  type: z.enum(WRITABLE_GATE_TYPES, { error: 'Type must be PERMANENT or TEMPORARY' }),
  idType: z.string().check(z.trim(), z.minLength(1, { error: 'Id type is required' }), noControlCharacters('Id type')),
  targetApps: z.array(plainTextSchema('Target apps')),
  reviewSettings: z.strictObject({
    requiredReview: z.boolean(),
    allowedReviewers: z.optional(z.array(ReviewerInputSchema)),
  }),
});

/**
 * Body of `POST /gates/{id}`: a partial update. Absent fields keep their stored value; `rules` replace the whole
 * list. `expectedVersion` guards against lost updates (409); `safeChangeStrategy` answers a 428.
 */
export const GateUpdateBodySchema = z.strictObject({
  ...z.partial(GateWritableSchema).shape,
  // A check, not the z.int() schema, so a non-number gets zod's own type message.
  expectedVersion: z.optional(z.number().check(z.int({ error: 'expectedVersion must be a whole number' }))),
  safeChangeStrategy: z.optional(
    z.enum(SAFE_CHANGE_STRATEGIES, { error: 'safeChangeStrategy must be immediate or gradual' }),
  ),
  ...readOnlyShape,
});
export type GateUpdateBody = z.input<typeof GateUpdateBodySchema>;

/**
 * Body of the create-gate extension `POST /gates`: only `name` is required. `name` is re-added with its own schema,
 * not `required()`, so a missing name reads "Name is required" rather than zod's generic nonoptional message.
 */
export const GateCreateBodySchema = z.strictObject({ ...z.partial(GateWritableSchema).shape, name: GateNameSchema });
export type GateCreateBody = z.input<typeof GateCreateBodySchema>;
