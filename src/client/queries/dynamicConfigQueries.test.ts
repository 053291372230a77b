import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { dynamicConfigQueries, unreadableRuleProblem } from './dynamicConfigQueries';

const rule = (name: string) => ({ name, passPercentage: 100 });

beforeEach(() => {
  saveConnection({ baseUrl: 'https://a.example', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('dynamicConfigQueries.allRules', () => {
  it('reads every rule in one request when the server sends them all', async () => {
    const requests = stubFetch(() =>
      jsonResponse({
        message: 'ok',
        data: [{ rules: [rule('a'), rule('b')] }],
        pagination: { itemsPerPage: 20000, pageNumber: 1, totalItems: 2, nextPage: null },
      }),
    );
    const result = await new QueryClient().query(dynamicConfigQueries.allRules('cfg'));
    expect(result.rules.map((r) => r.name)).toEqual(['a', 'b']);
    expect(result.totalItems).toBe(2);
    expect(requests.map((r) => r.url)).toEqual([
      'https://a.example/console/v1/dynamic_configs/cfg/rules?page=1&limit=20000',
    ]);
  });

  it('follows next-page links of an upstream with a smaller page size, keeping the order', async () => {
    const requests = stubFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse({
        message: 'ok',
        data: { rules: [rule(`r${String(page)}`)] },
        pagination: {
          itemsPerPage: 1,
          pageNumber: page,
          totalItems: 3,
          nextPage: page < 3 ? `?page=${String(page + 1)}` : null,
        },
      });
    });
    const result = await new QueryClient().query(dynamicConfigQueries.allRules('cfg'));
    expect(result.rules.map((r) => r.name)).toEqual(['r1', 'r2', 'r3']);
    expect(requests).toHaveLength(3);
  });

  it('stops at an empty page even when the server keeps announcing another', async () => {
    const requests = stubFetch(() =>
      jsonResponse({
        message: 'ok',
        data: [{ rules: [] }],
        pagination: { itemsPerPage: 1, pageNumber: 1, nextPage: '?page=2' },
      }),
    );
    const result = await new QueryClient().query(dynamicConfigQueries.allRules('cfg'));
    expect(result).toEqual({ rules: [], totalItems: 0 });
    expect(requests).toHaveLength(1);
  });
});

describe('dynamicConfigQueries rules a console cannot read', () => {
  it('keeps a rule that is not an object, or has no name, in its place as a stand-in that says why', async () => {
    stubFetch(() =>
      jsonResponse({
        message: 'ok',
        data: {
          rules: [
            rule('a'),
            'garbage',
            { passPercentage: 5 },
            { name: 'b', passPercentage: 1, conditions: 'US' },
            rule('c'),
          ],
        },
        pagination: { itemsPerPage: 20000, pageNumber: 1, totalItems: 5, nextPage: null },
      }),
    );
    const { rules } = await new QueryClient().query(dynamicConfigQueries.allRules('cfg'));
    expect(rules.map((r) => r.name)).toEqual(['a', 'Rule 2', 'Rule 3', 'Rule 4', 'c']);
    expect(rules.map((r) => unreadableRuleProblem(r))).toEqual([
      undefined,
      expect.stringContaining('it is not an object'),
      expect.stringContaining('it has no name'),
      expect.stringContaining('its conditions are not a list of objects'),
      undefined,
    ]);
    // The contract's one default still applies.
    expect(rules[0]?.conditions).toEqual([]);
  });
});
