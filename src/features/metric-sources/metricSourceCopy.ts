import { METRIC_SOURCE_TYPES } from '../../contract/recordEnums';
import type { MetricSource } from '../../contract/metricSource';
import { emptyMetricSourceForm, type MetricSourceFormValues } from './metricSourceFormSchema';

/** The name a copy starts with; the user is expected to change it (a taken name is a 409). */
function copyName(name: string): string {
  return `${name}_copy`;
}

const isSourceType = (value: string | undefined): value is MetricSourceFormValues['sourceType'] =>
  (METRIC_SOURCE_TYPES as readonly (string | undefined)[]).includes(value);

/**
 * The form prefilled as a copy of source `name`. The API cannot read a source back, so the fields are known only
 * when this tab created it (`record`); otherwise only the name is filled in.
 */
export function metricSourceCopyValues(name: string, record: MetricSource | undefined): MetricSourceFormValues {
  const empty = emptyMetricSourceForm();
  if (record === undefined) return { ...empty, name: copyName(name) };
  return {
    ...empty,
    name: copyName(record.name),
    description: record.description ?? '',
    tags: [...record.tags],
    sourceType: isSourceType(record.sourceType) ? record.sourceType : empty.sourceType,
    sql: record.sql ?? '',
    tableName: record.tableName ?? '',
    timestampColumn: record.timestampColumn ?? '',
    timestampAsDay: record.timestampAsDay ?? false,
    idTypeMapping:
      record.idTypeMapping.length > 0
        ? record.idTypeMapping.map(({ serviceUnitID, column }) => ({ serviceUnitID, column }))
        : empty.idTypeMapping,
  };
}
