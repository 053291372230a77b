import { QueryClient, queryOptions } from '@tanstack/react-query';
import { type ConnectionStatus, getConnectionStatus } from '../serverStatus';
import { serverKey } from './serverKey';

// A server's mode and key change only with a restart.
const STATUS_KEPT_MS = 5 * 60_000;

function statusOf(baseUrl: string) {
  return queryOptions({
    queryKey: [baseUrl, 'connection-status'] as const,
    queryFn: ({ signal }) => getConnectionStatus(signal, baseUrl),
    staleTime: STATUS_KEPT_MS,
  });
}

/** What the Gatehouse server at the configured base URL says about itself; 'unknown' for any other server. */
export function connectionStatusQuery() {
  return statusOf(serverKey());
}

let statusCache: QueryClient | undefined;

/** Keeps server statuses in the app's query client, so the header, the Connection page and requests share one. */
export function keepConnectionStatusIn(queryClient: QueryClient): void {
  statusCache = queryClient;
}

/**
 * The status of the server at `baseUrl` for a request without a key: from the query cache while fresh, asked once
 * for many concurrent requests. An 'unknown' answer is asked again, so a server that was down gets another chance.
 */
export function knownConnectionStatus(baseUrl: string): Promise<ConnectionStatus> {
  // Only when no app client exists (unit tests of requests): a cache of its own.
  statusCache ??= new QueryClient();
  return statusCache.query({
    ...statusOf(baseUrl),
    staleTime: (query) => (query.state.data?.mode === 'unknown' ? 0 : STATUS_KEPT_MS),
  });
}
