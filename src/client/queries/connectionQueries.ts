import { queryOptions } from '@tanstack/react-query';
import { getConnectionStatus } from '../http';
import { serverKey } from './serverKey';

/** What the Gatehouse server at the configured base URL says about itself; 'unknown' for any other server. */
export function connectionStatusQuery() {
  return queryOptions({
    queryKey: [serverKey(), 'connection-status'] as const,
    queryFn: ({ signal }) => getConnectionStatus(signal),
    // The server's mode changes only with a restart.
    staleTime: 5 * 60_000,
  });
}
