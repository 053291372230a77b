import { queryOptions } from '@tanstack/react-query';
import { PulseLoadSchema, SummarySchema } from '../../contract/experiment';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { serverKey } from './serverKey';

/** Query keys and options for experiments: the list extension and pulse load history. */
export const experimentQueries = {
  all: () => [serverKey(), 'experiments'] as const,
  lists: () => [...experimentQueries.all(), 'list'] as const,
  /** An extension: a 404 means the upstream lacks it and the page offers "open by id". */
  list: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...experimentQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.experiments(), SummarySchema, { page, limit, signal, baseUrl }),
    }),
  pulseLoads: (id: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...experimentQueries.all(), 'pulse-loads', id, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.pulseLoadHistory(id), PulseLoadSchema, { page, limit, signal, baseUrl }),
    }),
};
