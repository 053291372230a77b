import { describe, expect, it } from 'vitest';
import { MetricSourceBodySchema } from './metricSource';

const valid = {
  name: 'orders',
  sql: 'select * from orders',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
};

const paths = (body: unknown) => {
  const result = MetricSourceBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('metric source body', () => {
  it('accepts the required fields', () => {
    expect(paths(valid)).toEqual([]);
  });

  it('requires name, timestamp column and at least one id type mapping', () => {
    expect(paths({ ...valid, name: ' ' })).toEqual(['name']);
    expect(paths({ ...valid, timestampColumn: '' })).toEqual(['timestampColumn']);
    expect(paths({ ...valid, idTypeMapping: [] })).toEqual(['idTypeMapping']);
  });

  it('rejects empty SQL for a query source and needs a table name for a table source', () => {
    expect(paths({ ...valid, sql: '  ' })).toEqual(['sql']);
    expect(paths({ ...valid, sourceType: 'table', sql: '' })).toEqual(['tableName']);
    expect(paths({ ...valid, sourceType: 'table', sql: '', tableName: 'orders' })).toEqual([]);
  });

  it('rejects a unit id type mapped twice', () => {
    const idTypeMapping = [...valid.idTypeMapping, { serviceUnitID: 'userID', column: 'other' }];
    expect(paths({ ...valid, idTypeMapping })).toEqual(['idTypeMapping.1.serviceUnitID']);
  });

  it('requires aligned columns and types when validation is skipped', () => {
    expect(paths({ ...valid, skip_validation: true })).toEqual(['all_columns']);
    expect(paths({ ...valid, skip_validation: true, all_columns: ['ts', 'b'], column_types: ['int'] })).toEqual([
      'column_types',
    ]);
    expect(paths({ ...valid, skip_validation: true, all_columns: ['ts'], column_types: ['int'] })).toEqual([]);
  });

  it('rejects a column listed twice when validation is skipped', () => {
    const body = {
      ...valid,
      skip_validation: true,
      all_columns: ['ts', 'a', ' a '],
      column_types: ['int', 'int', 'int'],
    };
    const result = MetricSourceBodySchema.safeParse(body);
    expect(
      result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`),
    ).toEqual(['all_columns.2: Column a is listed twice']);
  });

  it('requires the timestamp column among the listed columns when validation is skipped', () => {
    const result = MetricSourceBodySchema.safeParse({
      ...valid,
      skip_validation: true,
      all_columns: ['a', 'b'],
      column_types: ['int', 'int'],
    });
    expect(
      result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`),
    ).toEqual(['timestampColumn: Timestamp column must be one of the listed columns']);
    // Validation on: the service reads the columns itself.
    expect(paths({ ...valid, all_columns: ['a'], column_types: ['int'] })).toEqual([]);
  });
});

describe('metric source names and columns', () => {
  const messages = (body: unknown) => {
    const result = MetricSourceBodySchema.safeParse(body);
    return result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
  };

  it('accepts names of letters, digits, spaces, hyphens and underscores up to 100 characters', () => {
    expect(paths({ ...valid, name: 'Orders completed - v2_final' })).toEqual([]);
    expect(paths({ ...valid, name: 'a'.repeat(100) })).toEqual([]);
  });

  it('refuses a name with other characters or over 100 characters, once', () => {
    expect(messages({ ...valid, name: 'orders completed!!' })).toEqual([
      'name: Name may use only letters, digits, spaces, hyphens and underscores, at most 100 characters',
    ]);
    expect(paths({ ...valid, name: 'a'.repeat(101) })).toEqual(['name']);
    expect(paths({ ...valid, name: 'orders & refunds' })).toEqual(['name']);
  });

  it('refuses column names that are not identifiers, wherever a column is named', () => {
    expect(messages({ ...valid, idTypeMapping: [{ serviceUnitID: 'userID', column: 'user id; drop table' }] })).toEqual(
      [
        'idTypeMapping.0.column: Column must be a column name: letters, digits and underscores, not starting with a digit',
      ],
    );
    expect(paths({ ...valid, timestampColumn: '1st_ts' })).toEqual(['timestampColumn']);
    expect(paths({ ...valid, sourceType: 'table', sql: '', tableName: 't', datePartitionColumn: 'ds-1' })).toEqual([
      'datePartitionColumn',
    ]);
    expect(
      paths({ ...valid, skip_validation: true, all_columns: ['ts', 'a b'], column_types: ['int', 'int'] }),
    ).toEqual(['all_columns.1']);
    expect(
      paths({ ...valid, timestampColumn: '_ts', idTypeMapping: [{ serviceUnitID: 'userID', column: 'User_ID2' }] }),
    ).toEqual([]);
  });
});
