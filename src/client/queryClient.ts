import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from './apiError';
import { keepConnectionStatusIn } from './queries/connectionQueries';
import { retryDelay, shouldRetryQuery } from './retry';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys (or key prefixes) made stale by this mutation; invalidated when it succeeds. */
      invalidates?: readonly (readonly unknown[])[];
    };
  }
}

const STALE_TIME_MS = 30_000;

interface QueryClientOptions {
  /** Called when a refetch fails over data the user already sees (a toast); first-load errors belong to the page. */
  onBackgroundError?: (error: ApiError) => void;
}

/**
 * The app's QueryClient: GETs retry per `shouldRetryQuery`, data is fresh for 30 s, POSTs never retry by themselves,
 * and a mutation's `meta.invalidates` keys are invalidated when it succeeds.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined && isApiError(error)) options.onBackgroundError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _onMutateResult, mutation) => {
        // Not awaited: saving ends when the server has answered; stale lists refetch in the background.
        for (const queryKey of mutation.meta?.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, staleTime: STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
  keepConnectionStatusIn(queryClient);
  return queryClient;
}
