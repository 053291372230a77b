import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadConnection } from '../../client/connection';
import { keyVerdictOf, recordKeyVerdict, type RequestOutcome } from './keyVerdict';

/** Queries that do not ask the Console API (the Gatehouse server's own status), so say nothing about the key. */
const NOT_API = new Set(['connection-status']);

/**
 * The key of the Connection page's test: it tries keys that may not be the saved one, and answers success even
 * when the key is refused, so the page records its own verdict.
 */
export const CONNECTION_TEST_KEY = ['connection-test'] as const;

/**
 * Watches every query and mutation as it ends and records what its answer said about the key in use, so the
 * header can say "API key refused" once the API answers 401, and stop saying it once a request succeeds.
 */
export function useKeyVerdicts(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const record = (outcome: RequestOutcome) => {
      const verdict = keyVerdictOf(outcome);
      if (verdict !== undefined) recordKeyVerdict(loadConnection(), verdict);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      // The cache types its queries' keys loosely; every key here is an array.
      const kind = (event.query.queryKey as readonly unknown[])[1];
      if (typeof kind === 'string' && NOT_API.has(kind)) return;
      if (event.action.type === 'success') record({ type: 'success' });
      else if (event.action.type === 'error') record({ type: 'error', error: event.action.error });
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.mutation.options.mutationKey?.[0] === CONNECTION_TEST_KEY[0]) return;
      if (event.action.type === 'success') record({ type: 'success' });
      else if (event.action.type === 'error') record({ type: 'error', error: event.action.error });
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
