import { queryOptions } from '@tanstack/react-query';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import type { WalkProgress } from '../pageWalker';
import { serverKey } from './serverKey';

// An upstream's gate list read whole: 1,000 pages of 100 at most, so links that never end cannot loop.
const MAX_GATE_PAGES = 1000;

/**
 * Every gate, read page by page at the largest page size with no filter, for an upstream that ignores the list's
 * filters and sorts: the page then filters and sorts them itself. `onProgress` hears each page read.
 */
export function everyGateQuery(onProgress?: (progress: WalkProgress) => void) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress only reports progress; the gates read are the same.
  return queryOptions({
    // Under `gateQueries.all()`, so a write refreshes it.
    queryKey: [serverKey(), 'gates', 'every'] as const,
    queryFn: async ({ signal, queryKey: [baseUrl] }) => {
      // The gate schema (with zod) and the walker load only when a server makes the page read every gate.
      const [{ GateSchema }, { walkPages }] = await Promise.all([
        import('../../contract/gate'),
        import('../pageWalker'),
      ]);
      const result = await walkPages({
        fetchPage: (page, limit) => apiList(apiPaths.gates(), GateSchema, { page, limit, signal, baseUrl }),
        limit: MAX_LIMIT,
        maxPages: MAX_GATE_PAGES,
        signal,
        onProgress,
        itemKey: (gate) => gate.id,
      });
      return { gates: result.items, complete: result.complete };
    },
  });
}
