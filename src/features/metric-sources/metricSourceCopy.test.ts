import { describe, expect, it } from 'vitest';
import { MetricSourceSchema } from '../../contract/metricSource';
import { metricSourceCopyValues } from './metricSourceCopy';

describe('metricSourceCopyValues', () => {
  it('copies every field this tab knows of the source, under a new name', () => {
    const record = MetricSourceSchema.parse({
      name: 'orders',
      description: 'Orders table',
      tags: ['sales'],
      sourceType: 'table',
      tableName: 'warehouse.orders',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
    });
    const values = metricSourceCopyValues('orders', record);
    expect(values).toMatchObject({
      name: 'orders_copy',
      description: 'Orders table',
      tags: ['sales'],
      sourceType: 'table',
      tableName: 'warehouse.orders',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
    });
  });

  it('fills in only the name of a source the API cannot read back', () => {
    const values = metricSourceCopyValues('revenue', undefined);
    expect(values.name).toBe('revenue_copy');
    expect(values.sql).toBe('');
  });
});
