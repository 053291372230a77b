import { queryOptions } from '@tanstack/react-query';
import { AutotuneSchema } from '../../contract/autotune';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../http';
import { serverKey } from './serverKey';

/** Query keys and options for autotunes (spec 4.4). */
export const autotuneQueries = {
  all: () => [serverKey(), 'autotunes'] as const,
  lists: () => [...autotuneQueries.all(), 'list'] as const,
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...autotuneQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.autotunes(), AutotuneSchema, { page, limit, signal, baseUrl }),
    }),
};
