import { describe, expect, it } from 'vitest';
import { formPathFor, toMetricSourceBody } from './metricSourceBody';
import { emptyMetricSourceForm, type MetricSourceFormValues } from './metricSourceFormSchema';

const values = (changes: Partial<MetricSourceFormValues>): MetricSourceFormValues => ({
  ...emptyMetricSourceForm(),
  name: ' orders ',
  sql: 'select 1',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
  ...changes,
});

describe('metric source body', () => {
  it('sends trimmed names and leaves out optional fields left empty', () => {
    expect(toMetricSourceBody(values({}))).toEqual({
      name: 'orders',
      sql: 'select 1',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
      timestampAsDay: false,
      sourceType: 'query',
      isReadOnly: false,
      isVerified: false,
      disableCURE: false,
    });
  });

  it('sends the table but not the SQL of a table source, and keeps the table out of a query source', () => {
    const table = toMetricSourceBody(
      values({ sourceType: 'table', tableName: 'db.orders', datePartitionColumn: 'ds' }),
    );
    expect(table).toMatchObject({ sql: '', tableName: 'db.orders', datePartitionColumn: 'ds' });
    const query = toMetricSourceBody(values({ sourceType: 'query', tableName: 'db.orders' }));
    expect(query.tableName).toBeUndefined();
  });

  it('splits the column rows into aligned lists only when validation is skipped', () => {
    const columns = [
      { name: 'user_id', type: 'string' },
      { name: 'amount', type: 'double' },
    ];
    expect(toMetricSourceBody(values({ skip_validation: true, columns }))).toMatchObject({
      skip_validation: true,
      all_columns: ['user_id', 'amount'],
      column_types: ['string', 'double'],
    });
    const checked = toMetricSourceBody(values({ skip_validation: false, columns }));
    expect(checked).not.toHaveProperty('all_columns');
    expect(checked).not.toHaveProperty('skip_validation');
  });

  it('sends the owner fields that were filled, and dryRun only for a dry run', () => {
    const body = toMetricSourceBody(
      values({ owner: { ownerID: '', ownerName: 'Ana', ownerEmail: '', ownerType: 'USER' } }),
      { dryRun: true },
    );
    expect(body.owner).toEqual({ ownerName: 'Ana', ownerType: 'USER' });
    expect(body.dryRun).toBe(true);
    expect(toMetricSourceBody(values({}))).not.toHaveProperty('dryRun');
  });
});

describe('form path of a server error', () => {
  it('maps column lists to the name and type of their row', () => {
    expect(formPathFor('all_columns.2')).toBe('columns.2.name');
    expect(formPathFor('column_types.0')).toBe('columns.0.type');
    expect(formPathFor('column_types')).toBe('columns');
  });

  it('keeps the paths the form shows as they are', () => {
    expect(formPathFor('name')).toBe('name');
    expect(formPathFor('idTypeMapping.1.serviceUnitID')).toBe('idTypeMapping.1.serviceUnitID');
    expect(formPathFor('owner.ownerEmail')).toBe('owner.ownerEmail');
    expect(formPathFor('tags.3')).toBe('tags');
  });

  it('has no field for paths the form does not show', () => {
    expect(formPathFor('')).toBeUndefined();
    expect(formPathFor('dryRun')).toBeUndefined();
    expect(formPathFor('idTypeMapping.0')).toBeUndefined();
  });
});
