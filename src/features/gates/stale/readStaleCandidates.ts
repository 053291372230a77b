import { queryOptions } from '@tanstack/react-query';
import { apiList } from '../../../client/apiList';
import { walkPages, type WalkProgress } from '../../../client/pageWalker';
import { serverKey } from '../../../client/queries/serverKey';
import { type Gate, GateSchema } from '../../../contract/gate';
import { MAX_LIMIT } from '../../../contract/limits';
import { apiPaths } from '../../../contract/paths';

// Stops a list whose links never end from being read forever: 1,000 pages of 100.
const MAX_PAGES = 1000;

export interface EveryGate {
  gates: Gate[];
  /** The walk ended before the list did (an upstream whose paging could not be trusted further). */
  complete: boolean;
}

/**
 * Every gate of the server, read page by page (the API cannot filter by staleness, so the review reads them all).
 * Not under the gate list keys: a gate update elsewhere does not re-read the whole list behind this page's back.
 */
export const staleGatesQuery = {
  key: () => [serverKey(), 'stale-gates', 'every-gate'] as const,
  everyGate: (onProgress: (progress: WalkProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress only reports progress; what is read is the same.
    queryOptions({
      queryKey: staleGatesQuery.key(),
      queryFn: async ({ signal, queryKey: [baseUrl] }): Promise<EveryGate> => {
        const result = await walkPages({
          fetchPage: (page, limit) => apiList(apiPaths.gates(), GateSchema, { page, limit, signal, baseUrl }),
          limit: MAX_LIMIT,
          maxPages: MAX_PAGES,
          signal,
          concurrentByTotal: true,
          itemKey: (gate) => gate.id,
          onProgress,
        });
        return { gates: result.items, complete: result.complete };
      },
      // The review is read once per visit: rows must not move under a selection being made.
      staleTime: Infinity,
    }),
};
