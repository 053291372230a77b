import type { FieldPath } from 'react-hook-form';
import type { MetricSourceBody } from '../../contract/metricSource';
import type { MetricSourceFormValues } from './metricSourceFormSchema';

/** Only what the user filled in: an upstream may treat an empty string as a value. */
const filled = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

function ownerOf(owner: MetricSourceFormValues['owner']): MetricSourceBody['owner'] {
  const fields = {
    ownerID: filled(owner.ownerID),
    ownerName: filled(owner.ownerName),
    ownerEmail: filled(owner.ownerEmail),
    ownerType: owner.ownerType === '' ? undefined : owner.ownerType,
  };
  const present = Object.entries(fields).filter(([, value]) => value !== undefined);
  return present.length === 0 ? undefined : Object.fromEntries(present);
}

/**
 * The request body for the form's values. Fields hidden by the current choices (the SQL of a table source, the
 * columns while validation runs) stay in the form but are not sent; `dryRun` and `skip_validation` are sent only
 * when on, since an upstream may not offer skipping validation at all.
 */
export function toMetricSourceBody(
  values: MetricSourceFormValues,
  options: { dryRun?: boolean } = {},
): MetricSourceBody {
  const isTable = values.sourceType === 'table';
  const body: MetricSourceBody = {
    name: values.name.trim(),
    // A table source's SQL may be empty: the table is the source.
    sql: isTable ? '' : values.sql,
    timestampColumn: values.timestampColumn.trim(),
    idTypeMapping: values.idTypeMapping.map((mapping) => ({
      serviceUnitID: mapping.serviceUnitID.trim(),
      column: mapping.column.trim(),
    })),
    timestampAsDay: values.timestampAsDay,
    sourceType: values.sourceType,
    isReadOnly: values.isReadOnly,
    isVerified: values.isVerified,
    disableCURE: values.disableCURE,
  };
  const description = filled(values.description);
  if (description !== undefined) body.description = description;
  if (values.tags.length > 0) body.tags = values.tags;
  if (isTable) {
    body.tableName = values.tableName.trim();
    const partition = filled(values.datePartitionColumn);
    if (partition !== undefined) body.datePartitionColumn = partition;
  }
  if (values.customFieldMapping.length > 0) {
    body.customFieldMapping = values.customFieldMapping.map((field) => ({
      key: field.key.trim(),
      formula: field.formula.trim(),
    }));
  }
  const owner = ownerOf(values.owner);
  if (owner !== undefined) body.owner = owner;
  const team = filled(values.team);
  if (team !== undefined) body.team = team;
  const teamID = filled(values.teamID);
  if (teamID !== undefined) body.teamID = teamID;
  if (values.skip_validation) {
    body.skip_validation = true;
    body.all_columns = values.columns.map((column) => column.name.trim());
    body.column_types = values.columns.map((column) => column.type.trim());
  }
  if (options.dryRun === true) body.dryRun = true;
  return body;
}

/** A path of a field of the form (`idTypeMapping.0.column`). */
export type MetricSourceFieldPath = FieldPath<MetricSourceFormValues>;

// Body fields the form shows under the same path (and, for rows, `<list>.<index>.<field>`).
const SAME_PATH =
  /^(name|description|sourceType|sql|tableName|datePartitionColumn|timestampColumn|timestampAsDay|team|teamID|isReadOnly|isVerified|disableCURE|skip_validation|owner\.(ownerID|ownerName|ownerEmail|ownerType)|idTypeMapping(\.\d+\.(serviceUnitID|column))?|customFieldMapping(\.\d+\.(key|formula))?)$/;

/**
 * The form field that shows an error about a body path (`all_columns.2` → `columns.2.name`), or undefined when no
 * field does; the page then shows the message above the buttons.
 */
export function formPathFor(bodyPath: string): MetricSourceFieldPath | undefined {
  // The pattern admits only paths the form has, so the string is one of its field paths.
  if (SAME_PATH.test(bodyPath)) return bodyPath as MetricSourceFieldPath;
  if (/^tags(\.\d+)?$/.test(bodyPath)) return 'tags';
  const column = /^(all_columns|column_types)(?:\.(\d+))?$/.exec(bodyPath);
  if (column === null) return undefined;
  const [, list, index] = column;
  if (index === undefined) return 'columns';
  const row = Number(index);
  return list === 'all_columns' ? `columns.${row}.name` : `columns.${row}.type`;
}
