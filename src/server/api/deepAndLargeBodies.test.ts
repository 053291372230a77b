// Deep JSON is a 400 naming the field, never a 500 or a stored record that breaks reads,
// and no body can make a gate larger than its caps.
import { describe, expect, it } from 'vitest';
import type { Autotune } from '../../contract/autotune';
import type { Gate } from '../../contract/gate';
import { MAX_GATE_RECORD_BYTES, MAX_JSON_DEPTH } from '../../contract/limits';
import { deepJsonText, deepJsonValue } from './testing/deepJson';
import { read, testApi, v1 } from './testing/testApp';

const AUTOTUNE = {
  name: 'deep_tune',
  successEvent: 'purchase',
  explorationWindow: '24hr',
  attributionWindow: '4hr',
  winnerThreshold: '95%',
};
/** An autotune body whose first variant's json is `jsonText`, written as text so any depth can be sent. */
const autotuneWithJson = (jsonText: string) =>
  JSON.stringify(AUTOTUNE).replace(
    /}$/,
    `,"variants":[{"name":"A","json":${jsonText},"size":50},{"name":"B","json":{},"size":50}]}`,
  );

const METRIC_SOURCE = {
  name: 'orders',
  sql: 'select * from orders',
  timestampColumn: 'ts',
  idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
};

async function expectReadsWork(api: ReturnType<typeof testApi>): Promise<void> {
  for (const path of ['/gates', '/gates/checkout_flow', '/gates/checkout_flow/versions?limit=100', '/autotunes']) {
    expect((await api.get(v1(path))).status, path).toBe(200);
  }
}

/** 500 rules of 100 values each: within every per-list cap, yet a record well over 512 KB. */
function rulesOverTheRecordCap() {
  const values = Array.from({ length: 100 }, (_, n) => `value-number-${String(n)}`);
  return Array.from({ length: 500 }, (_, n) => ({
    name: `rule ${String(n)}`,
    passPercentage: 100,
    conditions: [{ type: 'country', operator: 'any', targetValue: values }],
  }));
}

describe('deeply nested JSON in a body', () => {
  it('refuses a reviewer with an extra field nested 4,100 levels deep, and every gate read still answers 200', async () => {
    const api = testApi();
    const reviewer = `{"id":"u1","name":"Ann","email":"ann@example.com","extra":${deepJsonText(4100)}}`;
    const body = `{"reviewSettings":{"requiredReview":false,"allowedReviewers":[${reviewer}]}}`;
    const response = await api.call('POST', v1('/gates/checkout_flow'), body);
    expect(response.status).toBe(400);
    const error = await read(response);
    expect(error.errors?.[0]?.path).toMatch(/^reviewSettings\.allowedReviewers\.0\.extra/);
    expect(error.message).toMatch(/Nested more than 80 levels deep/);
    await expectReadsWork(api);
  });

  it('answers 400, not 500, for a variant json nested 5,000 levels deep', async () => {
    const api = testApi();
    const response = await api.call('POST', v1('/autotunes'), autotuneWithJson(deepJsonText(5000)));
    expect(response.status).toBe(400);
    expect((await read(response)).errors?.[0]?.path).toMatch(/^variants\.0\.json/);
  });

  it('refuses a variant json nested 2,000 levels deep, so /autotunes still reads', async () => {
    const api = testApi();
    expect((await api.call('POST', v1('/autotunes'), autotuneWithJson(deepJsonText(2000)))).status).toBe(400);
    const listed = await api.get(v1('/autotunes'));
    expect(listed.status).toBe(200);
    expect((await read<Autotune[]>(listed)).data.map((a) => a.id)).not.toContain('deep_tune');
  });

  it(`accepts a variant json ${String(MAX_JSON_DEPTH)} levels deep and refuses one level more, naming the field`, async () => {
    const api = testApi();
    const over = await api.call('POST', v1('/autotunes'), autotuneWithJson(deepJsonText(MAX_JSON_DEPTH + 1)));
    expect(over.status).toBe(400);
    expect((await read(over)).errors).toEqual([
      { path: 'variants.0.json', message: 'This JSON nests more than 64 levels deep; at most 64 are allowed' },
    ]);
    const atLimit = await api.call('POST', v1('/autotunes'), autotuneWithJson(deepJsonText(MAX_JSON_DEPTH)));
    expect(atLimit.status).toBe(201);
    expect((await read<Autotune>(atLimit)).data.variants[0]?.json).toEqual(deepJsonValue(MAX_JSON_DEPTH));
    expect((await api.get(v1('/autotunes'))).status).toBe(200);
  });

  it('fails the dry run of a metric source whose owner is nested deep, as the create does', async () => {
    const api = testApi();
    for (const dryRun of [true, false]) {
      const body = JSON.stringify({ ...METRIC_SOURCE, dryRun }).replace(
        /}$/,
        `,"owner":{"ownerID":"u1","team":${deepJsonText(3000)}}}`,
      );
      const response = await api.call('POST', v1('/metrics/metric_source'), body);
      expect(response.status).toBe(400);
      expect((await read(response)).errors?.[0]?.path).toMatch(/^owner\.team/);
    }
  });
});

describe('the size of a gate', () => {
  const minimalRule = { name: 'r', passPercentage: 0, conditions: [] };

  it('refuses a body of 21,841 minimal rules and keeps the gate as it was', async () => {
    const api = testApi();
    const body = JSON.stringify({ rules: Array.from({ length: 21_841 }, () => minimalRule) });
    expect(body.length).toBeLessThan(1024 * 1024);
    const response = await api.call('POST', v1('/gates/checkout_flow'), body);
    expect(response.status).toBe(400);
    expect((await read(response)).errors?.[0]).toEqual({ path: 'rules', message: 'A gate may have at most 500 rules' });
    expect((await read<Gate>(await api.get(v1('/gates/checkout_flow')))).data.version).toBe(2);
  });

  it('refuses conditions and values past their caps, naming the field', async () => {
    const api = testApi();
    const values = Array.from({ length: 1001 }, (_, n) => `v${String(n)}`);
    const condition = { type: 'country', operator: 'any', targetValue: values };
    const rules = [
      { ...minimalRule, conditions: Array.from({ length: 101 }, () => ({ ...condition, targetValue: ['CA'] })) },
      { ...minimalRule, conditions: [condition] },
    ];
    const error = await read(await api.post(v1('/gates/checkout_flow'), { rules }));
    expect(error.errors).toEqual([
      { path: 'rules.0.conditions', message: 'A rule may have at most 100 conditions' },
      {
        path: 'rules.1.conditions.0.targetValue',
        message: 'A condition may list at most 1000 values; use a segment for longer lists',
      },
    ]);
  });

  it('refuses an update that would make the stored gate larger than 512 KB, before a 409 or 428', async () => {
    const api = testApi();
    const rules = rulesOverTheRecordCap();
    const body = JSON.stringify({ rules, expectedVersion: 1 });
    expect(body.length).toBeGreaterThan(MAX_GATE_RECORD_BYTES);
    const response = await api.call('POST', v1('/gates/checkout_flow'), body);
    expect(response.status).toBe(400);
    expect((await read(response)).message).toMatch(/^The gate would be \d+ KB; at most 512 KB/);
    expect((await read<Gate>(await api.get(v1('/gates/checkout_flow')))).data.version).toBe(2);
  });

  it('refuses a created gate larger than 512 KB', async () => {
    const api = testApi();
    const rules = rulesOverTheRecordCap();
    const response = await api.post(v1('/gates'), { name: 'Huge gate', rules });
    expect(response.status).toBe(400);
    expect((await api.get(v1('/gates/huge_gate'))).status).toBe(404);
  });
});

describe('a page of gate versions', () => {
  it('is written record by record, so a page of 100 large versions never sits whole in memory as one answer', async () => {
    const api = testApi();
    const large = (version: number) =>
      JSON.stringify({ id: 'checkout_flow', version, rules: [], description: 'x'.repeat(400 * 1024) });
    const insert = api.db.prepare('INSERT INTO gate_versions (gate_id, version, record) VALUES (?, ?, ?)');
    for (let version = 3; version <= 102; version += 1) insert.run('checkout_flow', version, large(version));

    const response = await api.get(v1('/gates/checkout_flow/versions?limit=100'));
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      text += decoder.decode(part.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(100);
    const page = JSON.parse(text) as { data: Gate[]; pagination: { totalItems: number; nextPage: string | null } };
    expect(page.data.map((gate) => gate.version)).toEqual(Array.from({ length: 100 }, (_, n) => 102 - n));
    expect(page.pagination).toMatchObject({
      totalItems: 102,
      nextPage: '/console/v1/gates/checkout_flow/versions?page=2&limit=100',
    });
  });
});
