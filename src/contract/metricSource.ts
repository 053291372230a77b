import * as z from './zod';
import { OwnerInputSchema } from './common';
import { METRIC_SOURCE_TYPES } from './recordEnums';
import { noControlCharacters, noControlCharactersInProse, plainTextSchema, uniqueListSchema } from './text';

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, { error: `${label} is required` }), noControlCharacters(label));

/** A metric source name: letters, digits, spaces, hyphens and underscores. */
const METRIC_SOURCE_NAME_PATTERN = /^[A-Za-z0-9_ -]{1,100}$/;
/** A column name the query outputs: an unquoted SQL identifier, so it can be named in generated SQL as is. */
const COLUMN_IDENTIFIER_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

// An empty value is left to "is required", so it gets one message, not two.
const matchesOrEmpty = (pattern: RegExp, error: string) =>
  z.refine<string>((value) => value === '' || pattern.test(value), { error });

const nameSchema = required('Name').check(
  matchesOrEmpty(
    METRIC_SOURCE_NAME_PATTERN,
    'Name may use only letters, digits, spaces, hyphens and underscores, at most 100 characters',
  ),
);

/** A required column name that must be an identifier; `label` starts the message. */
const columnName = (label: string) =>
  required(label).check(
    matchesOrEmpty(
      COLUMN_IDENTIFIER_PATTERN,
      `${label} must be a column name: letters, digits and underscores, not starting with a digit`,
    ),
  );

const IdTypeMappingSchema = z.strictObject({
  serviceUnitID: required('Unit id type'),
  column: columnName('Column'),
});

/**
 * Body of `POST /metrics/metric_source`, with its conditional rules: `tableName` for table sources,
 * non-empty SQL for query sources, no duplicate unit id type, and `all_columns`/`column_types` of equal, non-zero
 * length when `skip_validation` is on, with no column listed twice and the timestamp column among them.
 */
export const MetricSourceBodySchema = z
  .strictObject({
    name: nameSchema,
    sql: z.string({ error: 'SQL is required' }),
    timestampColumn: columnName('Timestamp column'),
    idTypeMapping: z
      .array(IdTypeMappingSchema)
      .check(z.minLength(1, { error: 'Map at least one unit id type to a column' })),
    description: z.optional(z.string().check(noControlCharactersInProse('Description'))),
    tags: z.optional(uniqueListSchema(plainTextSchema('Tags'))),
    timestampAsDay: z.optional(z.boolean()),
    sourceType: z.optional(z.enum(METRIC_SOURCE_TYPES, { error: 'Source type must be query or table' })),
    tableName: z.optional(z.string()),
    datePartitionColumn: z.optional(
      z
        .string()
        .check(
          z.trim(),
          matchesOrEmpty(
            COLUMN_IDENTIFIER_PATTERN,
            'Date partition column must be a column name: letters, digits and underscores, not starting with a digit',
          ),
        ),
    ),
    customFieldMapping: z.optional(z.array(z.strictObject({ key: required('Key'), formula: required('Formula') }))),
    isReadOnly: z.optional(z.boolean()),
    isVerified: z.optional(z.boolean()),
    disableCURE: z.optional(z.boolean()),
    owner: z.optional(OwnerInputSchema),
    team: z.optional(z.nullable(z.string())),
    teamID: z.optional(z.nullable(z.string())),
    dryRun: z.optional(z.boolean()),
    skip_validation: z.optional(z.boolean()),
    all_columns: z.optional(z.array(columnName('Column name'))),
    column_types: z.optional(z.array(z.string().check(z.trim(), z.minLength(1, { error: 'Column type is required' })))),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.sourceType === 'table' && !body.tableName?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['tableName'], message: 'Table name is required for a table source' });
      }
      if (body.sourceType !== 'table' && body.sql.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['sql'], message: 'SQL must not be empty' });
      }
      const seen = new Set<string>();
      body.idTypeMapping.forEach((mapping, index) => {
        if (seen.has(mapping.serviceUnitID)) {
          ctx.addIssue({
            code: 'custom',
            path: ['idTypeMapping', index, 'serviceUnitID'],
            message: `${mapping.serviceUnitID} is mapped twice`,
          });
        }
        seen.add(mapping.serviceUnitID);
      });
      if (body.skip_validation) {
        const columns = body.all_columns ?? [];
        const types = body.column_types ?? [];
        if (columns.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['all_columns'],
            message: 'List the columns when validation is skipped',
          });
        }
        if (types.length !== columns.length) {
          ctx.addIssue({ code: 'custom', path: ['column_types'], message: 'Give one column type for each column' });
        }
        // Without the service's check, these lists are all it learns of the source: they must be coherent.
        const listed = new Set<string>();
        columns.forEach((column, index) => {
          if (column !== '' && listed.has(column)) {
            ctx.addIssue({ code: 'custom', path: ['all_columns', index], message: `Column ${column} is listed twice` });
          }
          listed.add(column);
        });
        const timestamp = body.timestampColumn;
        if (columns.length > 0 && timestamp !== '' && !listed.has(timestamp)) {
          ctx.addIssue({
            code: 'custom',
            path: ['timestampColumn'],
            message: 'Timestamp column must be one of the listed columns',
          });
        }
      }
    }),
  );
export type MetricSourceBody = z.input<typeof MetricSourceBodySchema>;

/** The created record returned in `data`. */
export const MetricSourceSchema = z.looseObject({
  name: z.string(),
  description: z.optional(z.string()),
  tags: z._default(z.array(z.string()), []),
  sql: z.optional(z.string()),
  timestampColumn: z.optional(z.string()),
  timestampAsDay: z.optional(z.boolean()),
  idTypeMapping: z._default(z.array(z.looseObject({ serviceUnitID: z.string(), column: z.string() })), []),
  sourceType: z.optional(z.string()),
  tableName: z.optional(z.string()),
  customFieldMapping: z.optional(z.array(z.looseObject({ key: z.string(), formula: z.string() }))),
});
export type MetricSource = z.infer<typeof MetricSourceSchema>;
