import { describe, expect, it } from 'vitest';
import type { MetricSource, MetricSourceBody } from '../../../contract/metricSource';
import { read, testApi, v1 } from '../testing/testApp';

const PATH = v1('/metrics/metric_source');
const body = (extra: Partial<MetricSourceBody> = {}): MetricSourceBody => ({
  name: 'orders',
  sql: 'select * from orders',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
  ...extra,
});

describe('POST /metrics/metric_source', () => {
  it('creates a source and answers 201 with the record of spec 2.8', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ tags: ['sales'], owner: { ownerID: 'u1' } }));
    expect(response.status).toBe(201);
    const created = await read<MetricSource>(response);
    expect(created.message).toBe('Metric source created successfully');
    expect(created.data).toEqual({
      name: 'orders', description: '', tags: ['sales'], sql: 'select * from orders', timestampColumn: 'ts',
      timestampAsDay: false, idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }], sourceType: 'query',
    });
  });

  it('answers 409 for a name that is taken', async () => {
    const { post } = testApi();
    await post(PATH, body());
    const response = await post(PATH, body({ sql: 'select 1' }));
    expect(response.status).toBe(409);
    expect((await read(response)).message).toContain('orders');
  });

  it('answers a dry run 200 with the record and stores nothing', async () => {
    const { post } = testApi();
    const dry = await post(PATH, body({ dryRun: true, sourceType: 'table', tableName: 'orders' }));
    expect(dry.status).toBe(200);
    const answered = await read<MetricSource>(dry);
    expect(answered.message).toBe('Metric source is valid (dry run)');
    expect(answered.data).toMatchObject({ name: 'orders', sourceType: 'table', tableName: 'orders' });
    expect((await post(PATH, body())).status).toBe(201);
  });

  it('answers a dry run with a taken name 409', async () => {
    const { post } = testApi();
    await post(PATH, body());
    expect((await post(PATH, body({ dryRun: true }))).status).toBe(409);
  });

  it('requires a table name for a table source, naming the field', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ sourceType: 'table' }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([{ path: 'tableName', message: 'Table name is required for a table source' }]);
  });

  it('requires aligned columns when validation is skipped', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ skip_validation: true, all_columns: ['ts', 'b'], column_types: ['int'] }));
    expect((await read(response)).errors).toEqual([{ path: 'column_types', message: 'Give one column type for each column' }]);
  });

  it('refuses a column listed twice and a timestamp column missing from the columns when validation is skipped', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ skip_validation: true, all_columns: ['a', 'a'], column_types: ['int', 'int'] }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'all_columns.1', message: 'Column a is listed twice' },
      { path: 'timestampColumn', message: 'Timestamp column must be one of the listed columns' },
    ]);
  });
});
