import type { MetricSource } from '../../contract/metricSource';

interface CustomField {
  key: string;
  formula: string;
}

/** The custom fields of a record, leaving out entries of another shape (an upstream's record is not checked). */
export function customFieldsOf(source: MetricSource): CustomField[] {
  const fields: unknown = source.customFieldMapping;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (field): field is CustomField =>
      typeof field === 'object' &&
      field !== null &&
      typeof (field as CustomField).key === 'string' &&
      typeof (field as CustomField).formula === 'string',
  );
}
