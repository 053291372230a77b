import { OWNER_TYPES, METRIC_SOURCE_TYPES } from '../../contract/recordEnums';
import { MetricSourceBodySchema } from '../../contract/metricSource';
import * as z from '../../contract/zod';
import { formPathFor, toMetricSourceBody } from './metricSourceBody';

/**
 * What the form holds: every field of the create body as the user types it (strings never undefined, so every input is
 * controlled). Columns are one list of name/type rows, so names and types stay side by side.
 */
export const MetricSourceFormValuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sourceType: z.enum(METRIC_SOURCE_TYPES),
  sql: z.string(),
  tableName: z.string(),
  datePartitionColumn: z.string(),
  timestampColumn: z.string(),
  timestampAsDay: z.boolean(),
  idTypeMapping: z.array(z.object({ serviceUnitID: z.string(), column: z.string() })),
  customFieldMapping: z.array(z.object({ key: z.string(), formula: z.string() })),
  owner: z.object({
    ownerID: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    ownerType: z.union([z.enum(OWNER_TYPES), z.literal('')]),
  }),
  team: z.string(),
  teamID: z.string(),
  isReadOnly: z.boolean(),
  isVerified: z.boolean(),
  disableCURE: z.boolean(),
  skip_validation: z.boolean(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type MetricSourceFormValues = z.infer<typeof MetricSourceFormValuesSchema>;

/** A fresh form: a SQL source with one empty id type mapping row (at least one is required). */
export function emptyMetricSourceForm(): MetricSourceFormValues {
  return {
    name: '',
    description: '',
    tags: [],
    sourceType: 'query',
    sql: '',
    tableName: '',
    datePartitionColumn: '',
    timestampColumn: '',
    timestampAsDay: false,
    idTypeMapping: [{ serviceUnitID: '', column: '' }],
    customFieldMapping: [],
    owner: { ownerID: '', ownerName: '', ownerEmail: '', ownerType: '' },
    team: '',
    teamID: '',
    isReadOnly: false,
    isVerified: false,
    disableCURE: false,
    skip_validation: false,
    columns: [{ name: '', type: '' }],
  };
}

/**
 * The form's validation: the values become the request body and the contract's own schema judges it, so the
 * conditional rules (table name, SQL, duplicate id types, aligned columns) are written once, in the contract.
 */
export const MetricSourceFormSchema = MetricSourceFormValuesSchema.check(
  z.superRefine((values, ctx) => {
    const result = MetricSourceBodySchema.safeParse(toMetricSourceBody(values));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const formPath = formPathFor(issue.path.map(String).join('.'));
      // A rule about no single field (an unknown key, say) is reported on the form as a whole.
      ctx.addIssue({
        code: 'custom',
        path: formPath === undefined ? ['root'] : formPath.split('.'),
        message: issue.message,
      });
    }
  }),
);
