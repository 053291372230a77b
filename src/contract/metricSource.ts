import { z } from 'zod';
import { OwnerSchema } from './common';
import { METRIC_SOURCE_TYPES } from './enums';

const required = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` });

export const IdTypeMappingSchema = z.strictObject({
  serviceUnitID: required('Unit id type'),
  column: required('Column'),
});

/**
 * Body of `POST /metrics/metric_source` (spec 2.8), with its conditional rules: `tableName` for table sources,
 * non-empty SQL for query sources, no duplicate unit id type, and `all_columns`/`column_types` of equal, non-zero
 * length when `skip_validation` is on.
 */
export const MetricSourceBodySchema = z
  .strictObject({
    name: required('Name'),
    sql: z.string({ error: 'SQL is required' }),
    timestampColumn: required('Timestamp column'),
    idTypeMapping: z.array(IdTypeMappingSchema).min(1, { error: 'Map at least one unit id type to a column' }),
    description: z.string().optional(),
    tags: z.array(z.string()).optional(),
    timestampAsDay: z.boolean().optional(),
    sourceType: z.enum(METRIC_SOURCE_TYPES, { error: 'Source type must be query or table' }).optional(),
    tableName: z.string().optional(),
    datePartitionColumn: z.string().optional(),
    customFieldMapping: z.array(z.strictObject({ key: required('Key'), formula: required('Formula') })).optional(),
    isReadOnly: z.boolean().optional(),
    isVerified: z.boolean().optional(),
    disableCURE: z.boolean().optional(),
    owner: OwnerSchema.optional(),
    team: z.string().nullable().optional(),
    teamID: z.string().nullable().optional(),
    dryRun: z.boolean().optional(),
    skip_validation: z.boolean().optional(),
    all_columns: z.array(z.string().trim().min(1, { error: 'Column name is required' })).optional(),
    column_types: z.array(z.string().trim().min(1, { error: 'Column type is required' })).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.sourceType === 'table' && !body.tableName?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['tableName'], message: 'Table name is required for a table source' });
    }
    if (body.sourceType !== 'table' && body.sql.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['sql'], message: 'SQL must not be empty' });
    }
    const seen = new Set<string>();
    body.idTypeMapping.forEach((mapping, index) => {
      if (seen.has(mapping.serviceUnitID)) {
        ctx.addIssue({ code: 'custom', path: ['idTypeMapping', index, 'serviceUnitID'], message: `${mapping.serviceUnitID} is mapped twice` });
      }
      seen.add(mapping.serviceUnitID);
    });
    if (body.skip_validation) {
      const columns = body.all_columns ?? [];
      const types = body.column_types ?? [];
      if (columns.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['all_columns'], message: 'List the columns when validation is skipped' });
      }
      if (types.length !== columns.length) {
        ctx.addIssue({ code: 'custom', path: ['column_types'], message: 'Give one column type for each column' });
      }
    }
  });
export type MetricSourceBody = z.input<typeof MetricSourceBodySchema>;

/** The created record returned in `data` (end of spec 2.8). */
export const MetricSourceSchema = z.looseObject({
  name: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()).default([]),
  sql: z.string().optional(),
  timestampColumn: z.string().optional(),
  timestampAsDay: z.boolean().optional(),
  idTypeMapping: z.array(z.looseObject({ serviceUnitID: z.string(), column: z.string() })).default([]),
  sourceType: z.string().optional(),
  tableName: z.string().optional(),
});
export type MetricSource = z.infer<typeof MetricSourceSchema>;
