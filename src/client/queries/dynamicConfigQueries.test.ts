import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { dynamicConfigQueries } from './dynamicConfigQueries';

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
    expect(requests.map((r) => r.url)).toEqual(['https://a.example/console/v1/dynamic_configs/cfg/rules?page=1&limit=20000']);
  });

  it('follows next-page links of an upstream with a smaller page size, keeping the order', async () => {
    const requests = stubFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse({
        message: 'ok',
        data: { rules: [rule(`r${String(page)}`)] },
        pagination: { itemsPerPage: 1, pageNumber: page, totalItems: 3, nextPage: page < 3 ? `?page=${String(page + 1)}` : null },
      });
    });
    const result = await new QueryClient().query(dynamicConfigQueries.allRules('cfg'));
    expect(result.rules.map((r) => r.name)).toEqual(['r1', 'r2', 'r3']);
    expect(requests).toHaveLength(3);
  });

  it('stops at an empty page even when the server keeps announcing another', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ message: 'ok', data: [{ rules: [] }], pagination: { itemsPerPage: 1, pageNumber: 1, nextPage: '?page=2' } }),
    );
    const result = await new QueryClient().query(dynamicConfigQueries.allRules('cfg'));
    expect(result).toEqual({ rules: [], totalItems: 0 });
    expect(requests).toHaveLength(1);
  });
});
