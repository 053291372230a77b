// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../../client/connection';
import { layerQueries } from '../../client/queries/layerQueries';
import { jsonResponse, stubFetch } from '../../client/testing/fakeFetch';
import { layerFixture } from './layerFixture';
import { useLayerLookup } from './useLayerLookup';

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

/** A listing of `total` layers named layer_1, layer_2, …, served 100 per page with next links, a little late. */
function listing(total: number) {
  return stubFetch(async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
    const first = (page - 1) * 100;
    const count = Math.max(0, Math.min(100, total - first));
    return jsonResponse({
      message: 'Layers listed successfully',
      data: Array.from({ length: count }, (_, index) => ({ id: `layer_${String(first + index + 1)}` })),
      pagination: {
        itemsPerPage: 100,
        pageNumber: page,
        totalItems: total,
        nextPage: first + 100 < total ? `?page=${String(page + 1)}&limit=100` : null,
      },
    });
  });
}

function lookUp(layerId: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const states: ReturnType<typeof useLayerLookup>[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const state = useLayerLookup(layerId);
      states.push(state);
      return state;
    },
    { wrapper },
  );
  return { ...hook, states };
}

describe('useLayerLookup', () => {
  it('finds a layer in a list page already cached, at once and without a request', () => {
    const requests = listing(0);
    const client = new QueryClient();
    client.setQueryData(layerQueries.list(1, 20).queryKey, {
      message: 'ok',
      items: [layerFixture({ id: 'cached' })],
      pagination: { itemsPerPage: 20, pageNumber: 1, nextPage: null },
    });
    const { result } = lookUp('cached', client);
    expect(result.current).toMatchObject({ status: 'found', layer: { id: 'cached' } });
    expect(requests).toHaveLength(0);
  });

  it('finds a layer on page 2, saying which page it is reading', async () => {
    const requests = listing(150);
    const { result, states } = lookUp('layer_120');
    expect(result.current).toEqual({ status: 'searching', page: 1 });
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'found', layer: { id: 'layer_120' } });
    });
    expect(states).toContainEqual({ status: 'searching', page: 2 });
    expect(requests.map((request) => request.url)).toEqual([
      '/console/v1/layers?page=1&limit=100',
      '/console/v1/layers?page=2&limit=100',
    ]);
  });

  it('reports a layer missing after the last page', async () => {
    listing(150);
    const { result } = lookUp('nope');
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'missing' });
    });
  });

  it('reports an error with a retry that searches again', async () => {
    let failing = true;
    const ok = listing(150);
    stubFetch((request) => {
      if (failing) return jsonResponse({ message: 'Internal error' }, 500);
      ok.length = 0;
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
      return jsonResponse({
        message: 'ok',
        data: page === 1 ? [{ id: 'layer_1' }] : [],
        pagination: { itemsPerPage: 100, pageNumber: page, nextPage: null },
      });
    });
    const { result } = lookUp('layer_1');
    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
    failing = false;
    act(() => {
      if (result.current.status === 'error') result.current.retry();
    });
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'found', layer: { id: 'layer_1' } });
    });
  });
});
