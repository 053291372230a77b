import { queryOptions } from '@tanstack/react-query';
import { type Autotune, AutotuneSchema } from '../../contract/autotune';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { findInPages } from '../pageWalker';
import { serverKey } from './serverKey';

// A server that claims pages without end must not keep the search going forever.
const MAX_PAGES_SEARCHED = 1000;

/**
 * The autotune with this id, or null when the listing has none. The API has no single-autotune endpoint, so this
 * reads `GET /autotunes` page by page at the largest page size until it finds the id or the pages run out.
 */
export function findAutotune(
  id: string,
  options: { signal?: AbortSignal; baseUrl?: string } = {},
): Promise<Autotune | null> {
  return findInPages({
    fetchPage: (page, limit) => apiList(apiPaths.autotunes(), AutotuneSchema, { ...options, page, limit }),
    limit: MAX_LIMIT,
    maxPages: MAX_PAGES_SEARCHED,
    signal: options.signal,
    matches: (autotune) => autotune.id === id,
  });
}

/** Query keys and options for autotunes. */
export const autotuneQueries = {
  all: () => [serverKey(), 'autotunes'] as const,
  lists: () => [...autotuneQueries.all(), 'list'] as const,
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...autotuneQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.autotunes(), AutotuneSchema, { page, limit, signal, baseUrl }),
    }),
  /** One autotune found through the listing (see `findAutotune`); `null` when no autotune has the id. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...autotuneQueries.all(), 'detail', id] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => findAutotune(id, { signal, baseUrl }),
    }),
};
