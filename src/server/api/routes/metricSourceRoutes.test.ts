import { describe, expect, it } from 'vitest';
import type { MetricSource, MetricSourceBody } from '../../../contract/metricSource';
import { insertMetricSource } from '../../store/metricSourceStore';
import { read, TEST_NOW, testApi, v1 } from '../testing/testApp';

const PATH = v1('/metrics/metric_source');
const body = (extra: Partial<MetricSourceBody> = {}): MetricSourceBody => ({
  name: 'orders',
  sql: 'select * from orders',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
  ...extra,
});

describe('POST /metrics/metric_source', () => {
  it('creates a source and answers 201 with its record', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ tags: ['sales'], owner: { ownerID: 'u1' } }));
    expect(response.status).toBe(201);
    const created = await read<MetricSource>(response);
    expect(created.message).toBe('Metric source created successfully');
    expect(created.data).toEqual({
      name: 'orders',
      description: '',
      tags: ['sales'],
      sql: 'select * from orders',
      timestampColumn: 'ts',
      timestampAsDay: false,
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
      sourceType: 'query',
    });
  });

  it('answers 409 for a name that is taken', async () => {
    const { post } = testApi();
    await post(PATH, body());
    const response = await post(PATH, body({ sql: 'select ts, user_id from orders_v2' }));
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

  it('answers the created record with the custom fields that were sent', async () => {
    const { post } = testApi();
    const customFieldMapping = [{ key: 'revenue', formula: 'price * qty' }];
    for (const dryRun of [true, false]) {
      const { data } = await read<MetricSource>(await post(PATH, body({ dryRun, customFieldMapping })));
      expect(data.customFieldMapping).toEqual(customFieldMapping);
    }
  });

  it('refuses what a new user typed, naming each field, for a dry run and a create alike', async () => {
    const { get, post } = testApi();
    for (const dryRun of [true, false]) {
      const response = await post(PATH, {
        name: 'orders completed!!',
        sql: 'SELEC user_id FRM',
        timestampColumn: 'nonexistent_col',
        idTypeMapping: [{ serviceUnitID: 'userID', column: 'user id; drop table' }],
        dryRun,
      });
      expect(response.status).toBe(400);
      const answered = await read(response);
      expect(answered.errors).toEqual([
        {
          path: 'name',
          message: 'Name may use only letters, digits, spaces, hyphens and underscores, at most 100 characters',
        },
        {
          path: 'idTypeMapping.0.column',
          message: 'Column must be a column name: letters, digits and underscores, not starting with a digit',
        },
        { path: 'sql', message: 'SQL has a syntax error at line 1, column 7' },
      ]);
      expect(answered.message).toMatch(/^Invalid request body: name: /);
    }
    expect((await read<unknown[]>(await get(v1('/metrics/metric_source/list')))).data).toEqual([]);
  });

  it('refuses a timestamp or id column the query does not output, and accepts it under SELECT *', async () => {
    const { post } = testApi();
    const sql = 'select user_id, created_at from orders';
    const response = await post(PATH, body({ sql, dryRun: true }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'timestampColumn', message: 'The query does not output a column named ts' },
    ]);
    const create = await post(PATH, body({ sql: 'select created_at as ts from orders' }));
    expect((await read(create)).errors).toEqual([
      { path: 'idTypeMapping.0.column', message: 'The query does not output a column named user_id' },
    ]);
    expect((await post(PATH, body({ sql: 'select * from orders' }))).status).toBe(201);
  });

  it('refuses a second statement after the query', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ sql: 'select * from orders; drop table orders' }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'sql', message: 'SQL must be one SELECT query (a WITH query is fine), with no other statement' },
    ]);
  });

  it('requires a table name for a table source, naming the field', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ sourceType: 'table' }));
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'tableName', message: 'Table name is required for a table source' },
    ]);
  });

  it('requires aligned columns when validation is skipped', async () => {
    const { post } = testApi();
    const response = await post(PATH, body({ skip_validation: true, all_columns: ['ts', 'b'], column_types: ['int'] }));
    expect((await read(response)).errors).toEqual([
      { path: 'column_types', message: 'Give one column type for each column' },
    ]);
  });

  it('refuses a column listed twice and a timestamp column missing from the columns when validation is skipped', async () => {
    const { post } = testApi();
    const response = await post(
      PATH,
      body({ skip_validation: true, all_columns: ['a', 'a'], column_types: ['int', 'int'] }),
    );
    expect(response.status).toBe(400);
    expect((await read(response)).errors).toEqual([
      { path: 'all_columns.1', message: 'Column a is listed twice' },
      { path: 'timestampColumn', message: 'Timestamp column must be one of the listed columns' },
    ]);
  });
});

describe('GET /metrics/metric_source/list and /metrics/metric_source/{name} (extensions)', () => {
  it('lists the sources newest first, paged, with the name breaking ties', async () => {
    const { db, get } = testApi();
    insertMetricSource(db, 'older', 1_000, { name: 'older', sql: 'select 1' });
    insertMetricSource(db, 'newest', 3_000, { name: 'newest', sql: 'select 3' });
    insertMetricSource(db, 'b_middle', 2_000, { name: 'b_middle' });
    insertMetricSource(db, 'a_middle', 2_000, { name: 'a_middle' });
    const first = await read<{ name: string }[]>(await get(v1('/metrics/metric_source/list?limit=3')));
    expect(first.data.map((s) => s.name)).toEqual(['newest', 'a_middle', 'b_middle']);
    expect(first.pagination).toMatchObject({
      totalItems: 4,
      nextPage: '/console/v1/metrics/metric_source/list?page=2&limit=3',
    });
    const second = await read<{ name: string }[]>(await get(v1('/metrics/metric_source/list?limit=3&page=2')));
    expect(second.data.map((s) => s.name)).toEqual(['older']);
  });

  it('lists a source created through the API with its created time', async () => {
    const { get, post } = testApi();
    await post(PATH, body({ customFieldMapping: [{ key: 'revenue', formula: 'price * qty' }] }));
    const listed = await read<MetricSource[]>(await get(v1('/metrics/metric_source/list')));
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ name: 'orders', createdTime: TEST_NOW });
  });

  it('answers 400 naming the bound for bad paging', async () => {
    const { get } = testApi();
    for (const query of ['limit=0', 'page=0', 'limit=abc']) {
      const response = await get(v1(`/metrics/metric_source/list?${query}`));
      expect(response.status).toBe(400);
      expect((await read(response)).errors?.length).toBeGreaterThan(0);
    }
  });

  it('reads one source by its name, custom fields included', async () => {
    const { get, post } = testApi();
    await post(
      PATH,
      body({ name: 'orders and refunds', customFieldMapping: [{ key: 'revenue', formula: 'price * qty' }] }),
    );
    const response = await get(v1(`/metrics/metric_source/${encodeURIComponent('orders and refunds')}`));
    expect(response.status).toBe(200);
    const { data } = await read<MetricSource>(response);
    expect(data).toMatchObject({
      name: 'orders and refunds',
      sql: 'select * from orders',
      timestampColumn: 'ts',
      createdTime: TEST_NOW,
      customFieldMapping: [{ key: 'revenue', formula: 'price * qty' }],
    });
  });

  it('answers 404 for a name no source has', async () => {
    const { get } = testApi();
    const response = await get(v1('/metrics/metric_source/nope'));
    expect(response.status).toBe(404);
    expect(await read(response)).toMatchObject({ status: 404, message: expect.stringContaining('nope') as unknown });
  });
});
