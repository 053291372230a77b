import { describe, expect, it } from 'vitest';
import { metricSourceSqlProblems } from './metricSourceSqlProblems';

const body = (sql: string, extra: Record<string, unknown> = {}) => ({
  name: 'orders',
  sql,
  timestampColumn: 'occurred_at',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
  ...extra,
});

const problems = async (sql: string, extra: Record<string, unknown> = {}) => metricSourceSqlProblems(body(sql, extra));

describe('metric source SQL checks', () => {
  it('accepts a query that outputs the timestamp and id columns', async () => {
    expect(await problems('select user_id, occurred_at, amount from analytics.orders')).toEqual([]);
  });

  it('accepts SELECT * without knowing the columns, also t.* in a join', async () => {
    expect(await problems('select * from orders')).toEqual([]);
    expect(await problems('select o.*, u.country from orders o join users u on u.id = o.user_id')).toEqual([]);
  });

  it('reads the columns of joins, aliases and CTEs', async () => {
    const sql = `with paid as (select uid, ts from payments where status = 'paid')
      select p.uid as user_id, date_trunc('day', p.ts) as occurred_at, count(*) as n
      from paid p left join users u on u.id = p.uid group by 1, 2`;
    expect(await problems(sql)).toEqual([]);
  });

  it('reads quoted identifiers, in double quotes and backticks, case-insensitively', async () => {
    expect(await problems('select "USER_ID", `occurred_at` from `project.dataset.orders`;')).toEqual([]);
  });

  it('accepts warehouse syntax such as casts and a UNION (whose first SELECT names the columns)', async () => {
    expect(
      await problems(
        'select cast(uid as varchar) as user_id, ts::date as occurred_at from a union all select uid, ts from b',
      ),
    ).toEqual([]);
  });

  it('flags a syntax error at the SQL field with its position', async () => {
    expect(await problems('SELEC user_id FRM')).toEqual([
      { path: 'sql', message: 'SQL has a syntax error at line 1, column 7' },
    ]);
    expect(await problems('select user_id, occurred_at\nfrom orders where')).toEqual([
      { path: 'sql', message: expect.stringMatching(/^SQL has a syntax error at line 2/) as unknown },
    ]);
  });

  it('refuses a second statement and a statement that is not a SELECT', async () => {
    const message = 'SQL must be one SELECT query (a WITH query is fine), with no other statement';
    expect(await problems('select user_id, occurred_at from t; drop table t')).toEqual([{ path: 'sql', message }]);
    expect(await problems('delete from orders')).toEqual([{ path: 'sql', message }]);
  });

  it('names a timestamp or mapped id column the query does not output', async () => {
    const extra = {
      timestampColumn: 'nonexistent_col',
      idTypeMapping: [
        { serviceUnitID: 'userID', column: 'user_id' },
        { serviceUnitID: 'stableID', column: 'device' },
      ],
    };
    expect(await problems('select user_id, occurred_at from orders', extra)).toEqual([
      { path: 'timestampColumn', message: 'The query does not output a column named nonexistent_col' },
      { path: 'idTypeMapping.1.column', message: 'The query does not output a column named device' },
    ]);
  });

  it('does not count an unnamed expression or a column the query only reads', async () => {
    expect(await problems('select user_id, max(occurred_at) from orders where occurred_at > now() group by 1')).toEqual(
      [{ path: 'timestampColumn', message: 'The query does not output a column named occurred_at' }],
    );
  });

  it('leaves table sources and skipped validation alone', async () => {
    expect(await problems('not sql at all', { sourceType: 'table', tableName: 'orders' })).toEqual([]);
    expect(await problems('not sql at all', { skip_validation: true })).toEqual([]);
  });
});
