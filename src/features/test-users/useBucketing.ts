import { useQuery } from '@tanstack/react-query';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';

/**
 * How exact the console's buckets are: the embedded server buckets exactly as the console does; an upstream salts
 * with values this API does not show, so a percentage between 0 and 100 is the console's estimate there.
 */
export function useBucketing(): 'exact' | 'estimate' {
  const status = useQuery(connectionStatusQuery());
  return status.data?.mode === 'embedded' ? 'exact' : 'estimate';
}
