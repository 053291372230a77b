import { describe, expect, it } from 'vitest';
import { DynamicConfigRulesSchema, DynamicConfigSchema, type DynamicConfig } from '../../../contract/dynamicConfig';
import { putSummary } from '../../store/summaryStore';
import type { Summary } from '../../../contract/experiment';
import type { Rule } from '../../../contract/rule';
import { AWKWARD_NAMES } from '../testing/fixtureSeed';
import { read, testApi, v1 } from '../testing/testApp';

describe('GET /dynamic_configs/{id}/rules', () => {
  it('answers exactly one object holding the rules in order, 20000 per page by default', async () => {
    const { get } = testApi();
    const body = await read<{ rules: Rule[] }[]>(await get(v1('/dynamic_configs/pricing/rules')));
    expect(body.data).toHaveLength(1);
    // The client checks only the envelope on load; the server must still answer rules that meet the contract.
    expect(DynamicConfigRulesSchema.safeParse(body.data[0]).success).toBe(true);
    expect(body.data[0]?.rules.map((r) => r.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(body.pagination).toMatchObject({ itemsPerPage: 20000, totalItems: 5, nextPage: null });
  });

  it('pages the rules inside the one object', async () => {
    const { get } = testApi();
    const body = await read<{ rules: Rule[] }[]>(await get(v1('/dynamic_configs/pricing/rules?limit=2&page=2')));
    expect(body.data[0]?.rules.map((r) => r.id)).toEqual(['c3', 'c4']);
    expect(body.pagination.nextPage).toBe('/console/v1/dynamic_configs/pricing/rules?page=3&limit=2');
  });

  it('answers one object with no rules for a config without rules or past the end', async () => {
    const { get } = testApi();
    expect((await read(await get(v1('/dynamic_configs/empty_config/rules')))).data).toEqual([{ rules: [] }]);
    const past = await read(await get(v1('/dynamic_configs/pricing/rules?page=3&limit=5')));
    expect(past.data).toEqual([{ rules: [] }]);
    expect(past.pagination.totalItems).toBe(5);
  });

  it('allows a limit up to 20000 and rejects one above', async () => {
    const { get } = testApi();
    expect((await get(v1('/dynamic_configs/pricing/rules?limit=20000'))).status).toBe(200);
    const response = await get(v1('/dynamic_configs/pricing/rules?limit=20001'));
    expect(response.status).toBe(400);
    expect((await read(response)).message).toContain('from 1 to 20000');
  });

  it('answers 404 for an unknown config', async () => {
    const { get } = testApi();
    expect((await get(v1('/dynamic_configs/nope/rules'))).status).toBe(404);
  });

  it.each(AWKWARD_NAMES)('finds the config %j by its encoded id', async (id) => {
    const { get } = testApi();
    const response = await get(v1(`/dynamic_configs/${encodeURIComponent(id)}/rules`));
    expect(response.status).toBe(200);
    expect((await read<{ rules: Rule[] }[]>(response)).data[0]?.rules).toHaveLength(1);
  });
});

describe('GET /dynamic_configs', () => {
  it('lists summaries by lastModifiedTime descending then id', async () => {
    const { get } = testApi();
    const body = await read<Summary[]>(await get(v1('/dynamic_configs')));
    expect(body.data.map((s) => s.id)).toEqual(['empty_config', 'pricing', '50% off', 'a/b', 'café ☕', 'with space']);
  });
});

describe('GET /dynamic_configs/{id} (extension)', () => {
  it('answers the config with its default value, enabled state, id type, tags and times', async () => {
    const { db, get } = testApi();
    putSummary(db, 'dynamic_configs', {
      id: 'banner',
      name: 'Banner',
      lastModifiedTime: 2_000,
      createdTime: 1_000,
      defaultValue: { headline: 'Hello', show: false },
      isEnabled: false,
      idType: 'stableID',
      tags: ['marketing'],
    });
    const response = await get(v1('/dynamic_configs/banner'));
    expect(response.status).toBe(200);
    const { data } = await read<DynamicConfig>(response);
    expect(DynamicConfigSchema.safeParse(data).success).toBe(true);
    expect(data).toEqual({
      id: 'banner',
      name: 'Banner',
      lastModifiedTime: 2_000,
      createdTime: 1_000,
      defaultValue: { headline: 'Hello', show: false },
      isEnabled: false,
      idType: 'stableID',
      tags: ['marketing'],
    });
  });

  it('answers a config stored without those fields as enabled, by user id, with an empty default', async () => {
    const { get } = testApi();
    const { data } = await read<DynamicConfig>(await get(v1('/dynamic_configs/pricing')));
    expect(data).toMatchObject({ id: 'pricing', defaultValue: {}, isEnabled: true, idType: 'userID', tags: [] });
  });

  it('answers 404 for an unknown config', async () => {
    const { get } = testApi();
    const response = await get(v1('/dynamic_configs/nope'));
    expect(response.status).toBe(404);
    expect((await read(response)).message).toContain('nope');
  });
});
