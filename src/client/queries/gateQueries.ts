import { queryOptions } from '@tanstack/react-query';
import { type Gate, GateSchema } from '../../contract/gate';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiGet } from '../apiRequest';
import { apiList } from '../apiList';
import { type WalkedPage, walkPages } from '../pageWalker';
import { type GateListFilters, gateListKey, gateListQuery } from './gateListRequest';
import { gateDetailKey } from './gateViewQuery';
import { serverKey } from './serverKey';

export type { GateListFilters };

/** Query keys and options for gates: the list and record extensions, and the versions of a gate. */
export const gateQueries = {
  all: () => [serverKey(), 'gates'] as const,
  lists: () => [...gateQueries.all(), 'list'] as const,
  /**
   * `search` matches id and name; an upstream may ignore it and the filters. Absent filters are left out of the key.
   * Never the gates per status: only the Gates page shows them, through its own rows query (gateRowsQuery.ts), whose
   * key differs by asking for them, so the two never share a cache entry.
   */
  list: (page: number, limit: number, search = '', filters: GateListFilters = {}) =>
    queryOptions({
      queryKey: gateListKey(page, limit, search, filters, false),
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.gates(), GateSchema, {
          page,
          limit,
          query: gateListQuery(search, filters, false),
          signal,
          baseUrl,
        }),
    }),
  details: () => [...gateQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: gateDetailKey(id),
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiGet(apiPaths.gate(id), GateSchema, { signal, baseUrl }),
    }),
  versionLists: () => [...gateQueries.all(), 'versions'] as const,
  versions: (id: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...gateQueries.versionLists(), id, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.gateVersions(id), GateSchema, { page, limit, signal, baseUrl }),
    }),
  /**
   * Every version of a gate, newest first, read page by page at the largest page size (for comparing any two
   * versions, finding the one in effect at a time, and export). Under `versionLists()`, so an update refreshes it.
   */
  versionHistory: (id: string) =>
    queryOptions({
      queryKey: [...gateQueries.versionLists(), id, 'all'] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        readAllPages((page) =>
          apiList(apiPaths.gateVersions(id), GateSchema, { page, limit: MAX_LIMIT, signal, baseUrl }),
        ),
    }),
};

// Enough for 20,000 versions; stops an upstream that ignores `page` from being read forever.
const MAX_VERSION_PAGES = 200;

/**
 * Reads pages from 1 until one is short, empty, or the total is reached. A page that repeats a version already
 * read (an upstream ignoring `page`) also ends the listing, so nothing is counted twice.
 */
export async function readAllPages(readPage: (page: number) => Promise<WalkedPage<Gate>>): Promise<Gate[]> {
  const result = await walkPages({
    fetchPage: readPage,
    limit: MAX_LIMIT,
    maxPages: MAX_VERSION_PAGES,
    // Some upstreams send no links or total for versions: a full page may have more after it.
    readOnWhenSilent: true,
    itemKey: (gate) => gate.version ?? gate,
  });
  return result.items;
}
