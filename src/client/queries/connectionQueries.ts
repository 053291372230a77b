import { queryOptions } from '@tanstack/react-query';
import { connectionStatusOf } from '../http';
import { serverKey } from './serverKey';

/** What the Gatehouse server at the configured base URL says about itself; 'unknown' for any other server. */
export function connectionStatusQuery() {
  return queryOptions({
    queryKey: [serverKey(), 'connection-status'] as const,
    // Shared with the check that requests without a key make first, so a page asks the server once.
    queryFn: ({ queryKey }) => connectionStatusOf(queryKey[0]),
    // The server's mode changes only with a restart.
    staleTime: 5 * 60_000,
  });
}
