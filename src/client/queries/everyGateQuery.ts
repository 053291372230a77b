import { queryOptions } from '@tanstack/react-query';
import type { WalkProgress } from '../pageWalker';
import { serverKey } from './serverKey';

/**
 * Every gate, read page by page at the largest page size with no filter, for an upstream that ignores the list's
 * filters and sorts: the page then filters and sorts them itself. `onProgress` hears each page read.
 */
export function everyGateQuery(onProgress?: (progress: WalkProgress) => void) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress only reports progress; the gates read are the same.
  return queryOptions({
    // Under `gateQueries.all()`, so a write refreshes it.
    queryKey: [serverKey(), 'gates', 'every'] as const,
    // The gate schema (with zod) and the walker load only when a server makes the page read every gate. The import
    // names a module of its own: importing the shared modules themselves would make them files of their own.
    queryFn: async ({ signal, queryKey: [baseUrl] }) =>
      (await import('./readEveryGate')).readEveryGate(baseUrl, signal, onProgress),
  });
}
