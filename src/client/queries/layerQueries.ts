import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Paged } from '../../contract/envelope';
import { type Layer, LayerSchema } from '../../contract/layer';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { apiListAll } from '../apiListAll';
import { findInPages } from '../pageWalker';
import { serverKey } from './serverKey';

// A listing that claims pages without end must not keep the search going forever: 1,000 pages of 100.
const MAX_LAYER_PAGES_SEARCHED = 1000;

/** Query keys and options for layers. */
export const layerQueries = {
  all: () => [serverKey(), 'layers'] as const,
  lists: () => [...layerQueries.all(), 'list'] as const,
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...layerQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.layers(), LayerSchema, { page, limit, signal, baseUrl }),
    }),
  /** Every layer, read page by page at the largest page size: the API cannot sort or filter, so the page does. */
  everything: () =>
    queryOptions({
      queryKey: [...layerQueries.all(), 'everything'] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiListAll(apiPaths.layers(), LayerSchema, { limit: MAX_LIMIT, signal, baseUrl }),
    }),
  /**
   * One layer found through the listing (there is no single-layer endpoint); `null` when no layer has the id.
   * `onPage` hears the number of each page about to be read, for a "page N" message.
   */
  detail: (id: string, onPage?: (page: number) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onPage only reports progress; the layer found is the same.
    queryOptions({
      queryKey: [...layerQueries.all(), 'detail', id] as const,
      queryFn: ({ signal, client }) => findLayer(client, id, signal, onPage),
      // Each page read is a list query, retried on its own.
      retry: false,
    }),
};

/** The layer with this id among list pages already loaded, if any. */
export function findInLoadedPages(pages: readonly (Paged<Layer> | undefined)[], layerId: string): Layer | undefined {
  for (const page of pages) {
    const found = page?.items.find((layer) => layer.id === layerId);
    if (found) return found;
  }
  return undefined;
}

/** The layer with this id in any list page or whole listing the cache already holds. */
export function cachedLayer(queryClient: QueryClient, layerId: string): Layer | undefined {
  const pages = queryClient.getQueriesData<Paged<Layer>>({ queryKey: layerQueries.lists() }).map(([, data]) => data);
  return (
    findInLoadedPages(pages, layerId) ??
    queryClient.getQueryData(layerQueries.everything().queryKey)?.find((layer) => layer.id === layerId)
  );
}

/** Looks in the cache first, then reads the listing page by page (each page cached as a list query). */
async function findLayer(
  queryClient: QueryClient,
  layerId: string,
  signal: AbortSignal,
  onPage?: (page: number) => void,
): Promise<Layer | null> {
  const cached = cachedLayer(queryClient, layerId);
  if (cached) return cached;
  onPage?.(1);
  return findInPages({
    fetchPage: (page, limit) => queryClient.query(layerQueries.list(page, limit)),
    limit: MAX_LIMIT,
    maxPages: MAX_LAYER_PAGES_SEARCHED,
    signal,
    onProgress: ({ pages }) => onPage?.(pages + 1),
    matches: (layer) => layer.id === layerId,
  });
}
