import { describe, expect, it } from 'vitest';
import { emptyMetricSourceForm, MetricSourceFormSchema, type MetricSourceFormValues } from './metricSourceFormSchema';

function filledForm(changes: Partial<MetricSourceFormValues> = {}): MetricSourceFormValues {
  return {
    ...emptyMetricSourceForm(),
    name: 'orders',
    sql: 'select * from orders',
    timestampColumn: 'ts',
    idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
    ...changes,
  };
}

/** Each problem as `<form path>: <message>`. */
function problems(values: MetricSourceFormValues): string[] {
  const result = MetricSourceFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('metric source form', () => {
  it('accepts a query source with the required fields', () => {
    expect(problems(filledForm())).toEqual([]);
  });

  it('names every required field left empty on a fresh form', () => {
    expect(problems(emptyMetricSourceForm())).toEqual([
      'name: Name is required',
      'timestampColumn: Timestamp column is required',
      'idTypeMapping.0.serviceUnitID: Unit id type is required',
      'idTypeMapping.0.column: Column is required',
      'sql: SQL must not be empty',
    ]);
  });

  it('rejects SQL of only blanks for a query source', () => {
    expect(problems(filledForm({ sql: ' \n\t ' }))).toEqual(['sql: SQL must not be empty']);
  });

  it('requires a table name for a table source, and then no SQL', () => {
    expect(problems(filledForm({ sourceType: 'table', sql: '' }))).toEqual([
      'tableName: Table name is required for a table source',
    ]);
    expect(problems(filledForm({ sourceType: 'table', sql: '', tableName: 'warehouse.orders' }))).toEqual([]);
  });

  it('ignores the table name of a query source', () => {
    expect(problems(filledForm({ sourceType: 'query', tableName: '' }))).toEqual([]);
  });

  it('requires at least one id type mapping row', () => {
    expect(problems(filledForm({ idTypeMapping: [] }))).toEqual([
      'idTypeMapping: Map at least one unit id type to a column',
    ]);
  });

  it('rejects a unit id type mapped twice, on the second row', () => {
    const idTypeMapping = [
      { serviceUnitID: 'userID', column: 'user_id' },
      { serviceUnitID: 'stableID', column: 'device_id' },
      { serviceUnitID: 'userID', column: 'account_id' },
    ];
    expect(problems(filledForm({ idTypeMapping }))).toEqual(['idTypeMapping.2.serviceUnitID: userID is mapped twice']);
  });

  it('requires both key and formula of a custom field row', () => {
    expect(problems(filledForm({ customFieldMapping: [{ key: 'revenue', formula: '' }] }))).toEqual([
      'customFieldMapping.0.formula: Formula is required',
    ]);
  });

  it('does not check the column rows while validation runs', () => {
    expect(problems(filledForm({ skip_validation: false, columns: [{ name: 'a', type: '' }] }))).toEqual([]);
  });

  it('puts a missing column type next to its column when validation is skipped', () => {
    const columns = [
      { name: 'ts', type: 'timestamp' },
      { name: 'amount', type: '' },
    ];
    expect(problems(filledForm({ skip_validation: true, columns }))).toEqual([
      'columns.1.type: Column type is required',
    ]);
  });

  it('puts a type without a column name on that row when validation is skipped', () => {
    expect(
      problems(
        filledForm({
          skip_validation: true,
          columns: [
            { name: 'ts', type: 'timestamp' },
            { name: '', type: 'int' },
          ],
        }),
      ),
    ).toEqual(['columns.1.name: Column name is required']);
  });

  it('requires at least one column when validation is skipped', () => {
    expect(problems(filledForm({ skip_validation: true, columns: [] }))).toEqual([
      'columns: List the columns when validation is skipped',
    ]);
  });

  it('accepts aligned columns and types when validation is skipped', () => {
    const columns = [
      { name: 'ts', type: 'timestamp' },
      { name: 'amount', type: 'double' },
    ];
    expect(problems(filledForm({ skip_validation: true, columns }))).toEqual([]);
  });

  it('puts a column listed twice on its second row, and a timestamp column not listed on that field', () => {
    const columns = [
      { name: 'user_id', type: 'string' },
      { name: 'user_id', type: 'double' },
    ];
    expect(problems(filledForm({ skip_validation: true, columns }))).toEqual([
      'columns.1.name: Column user_id is listed twice',
      'timestampColumn: Timestamp column must be one of the listed columns',
    ]);
  });
});
