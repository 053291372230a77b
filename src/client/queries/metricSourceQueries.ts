import { queryOptions } from '@tanstack/react-query';
import { MetricSourceSchema } from '../../contract/metricSource';
import { apiPaths } from '../../contract/paths';
import { apiGet } from '../apiRequest';
import { apiList } from '../apiList';
import { serverKey } from './serverKey';

/**
 * Query keys and options for metric sources. Both are extensions: a 404 means the server
 * lacks them, and the pages then say so instead of failing.
 */
export const metricSourceQueries = {
  all: () => [serverKey(), 'metric-sources'] as const,
  lists: () => [...metricSourceQueries.all(), 'list'] as const,
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...metricSourceQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.metricSourceList(), MetricSourceSchema, { page, limit, signal, baseUrl }),
    }),
  detail: (name: string) =>
    queryOptions({
      queryKey: [...metricSourceQueries.all(), 'detail', name] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiGet(apiPaths.metricSourceByName(name), MetricSourceSchema, { signal, baseUrl }),
    }),
};
