import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { hangingResponse, jsonResponse, stubFetch } from '../testing/fakeFetch';
import { dynamicConfigQueries } from './dynamicConfigQueries';
import { eventQueries } from './eventQueries';
import { gateQueries } from './gateQueries';
import { gateRowsQuery } from './gateRowsQuery';
import { layerQueries } from './layerQueries';

const page = (data: unknown) =>
  jsonResponse({ message: 'ok', data, pagination: { itemsPerPage: 20, pageNumber: 1, totalItems: 1 } });

beforeEach(() => {
  saveConnection({ baseUrl: 'https://a.example', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('query keys', () => {
  it('start with the base URL, so another server never shares the cache', () => {
    const onA = gateQueries.detail('g').queryKey;
    saveConnection({ baseUrl: 'https://b.example', apiKey: 'k', remember: false });
    const onB = gateQueries.detail('g').queryKey;
    expect(onA[0]).toBe('https://a.example');
    expect(onB[0]).toBe('https://b.example');
    expect(onA).not.toEqual(onB);
  });

  it('nest lists under their resource so one prefix invalidates them all', () => {
    expect(gateQueries.list(2, 20, 'x').queryKey.slice(0, 3)).toEqual(gateQueries.lists());
    expect(gateQueries.versions('g', 1, 20).queryKey.slice(0, 3)).toEqual(gateQueries.versionLists());
  });
});

describe('query functions', () => {
  it('request the page, limit and search of the key, and pass the signal down', async () => {
    const requests = stubFetch(() => page([{ id: 'g1' }]));
    const result = await new QueryClient().query(gateQueries.list(2, 10, ' beta '));
    expect(requests[0]?.url).toBe('https://a.example/console/v1/gates?search=beta&page=2&limit=10');
    expect(requests[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(result.items[0]?.id).toBe('g1');
  });

  it('send the gate filters and order, repeating tag once per tag', async () => {
    const requests = stubFetch(() => page([]));
    await new QueryClient().query(
      gateQueries.list(1, 20, '', {
        status: 'Launched',
        tags: ['beta', 'web'],
        creator: 'maya',
        sort: 'checksPerHour',
        order: 'desc',
      }),
    );
    expect(requests[0]?.url).toBe(
      'https://a.example/console/v1/gates?status=Launched&tag=beta&tag=web&creator=maya&sort=checksPerHour&order=desc&page=1&limit=20',
    );
  });

  it("ask for the gates per status only in the Gates page's rows query, under a key of its own", async () => {
    const requests = stubFetch(() => page([]));
    const withCounts = gateRowsQuery(1, 20, '', {});
    await new QueryClient().query(withCounts);
    expect(requests[0]?.url).toBe('https://a.example/console/v1/gates?counts=status&page=1&limit=20');
    expect(withCounts.queryKey).not.toEqual(gateQueries.list(1, 20).queryKey);
  });

  it('share one cache entry between no filters and empty ones', () => {
    expect(gateQueries.list(1, 20, '', { tags: [], status: undefined }).queryKey).toEqual(
      gateQueries.list(1, 20).queryKey,
    );
    expect(gateQueries.list(1, 20, '', { tags: ['a'] }).queryKey).not.toEqual(gateQueries.list(1, 20).queryKey);
  });

  it('leave out an empty search', async () => {
    const requests = stubFetch(() => page([]));
    await new QueryClient().query(gateQueries.list(1, 20));
    expect(requests[0]?.url).toBe('https://a.example/console/v1/gates?page=1&limit=20');
  });

  it('abort the request when React Query cancels the query', async () => {
    const requests = stubFetch(hangingResponse);
    const client = new QueryClient();
    const pending = client.query(layerQueries.list(1, 20)).catch(() => undefined);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    await client.cancelQueries({ queryKey: layerQueries.all() });
    await pending;
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('encode event names in the path', async () => {
    const requests = stubFetch(() => page([]));
    await new QueryClient().query(eventQueries.metrics('add to cart/v2', 1, 20));
    expect(requests[0]?.url).toBe('https://a.example/console/v1/events/add%20to%20cart%2Fv2/metrics?page=1&limit=20');
  });

  it.each([
    [
      'one object',
      {
        rules: [
          { name: 'r1', passPercentage: 10 },
          { name: 'r2', passPercentage: 20 },
        ],
      },
    ],
    [
      'an array of objects',
      [{ rules: [{ name: 'r1', passPercentage: 10 }] }, { rules: [{ name: 'r2', passPercentage: 20 }] }],
    ],
  ])('flatten dynamic config rules sent as %s', async (_shape, data) => {
    stubFetch(() => page(data));
    const result = await new QueryClient().query(dynamicConfigQueries.rules('cfg', 1, 20000));
    expect(result.items.map((rule) => rule.name)).toEqual(['r1', 'r2']);
    expect(result.pagination.totalItems).toBe(1);
  });
});
