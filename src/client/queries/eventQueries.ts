import { queryOptions } from '@tanstack/react-query';
import { EventNameCountSchema, EventRecordSchema, MetricSchema } from '../../contract/event';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../http';
import { serverKey } from './serverKey';

/**
 * Query keys and options for events (spec 4.9, 4.10) and the extensions `GET /events` and `GET /event_names`.
 * The key root is `root()` because `all` here is the listing of every event.
 */
export const eventQueries = {
  root: () => [serverKey(), 'events'] as const,
  /** An extension an upstream answers with 404; the picker then falls back to names seen in `all`. */
  names: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'names', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.eventNames(), EventNameCountSchema, { page, limit, signal, baseUrl }),
    }),
  byName: (name: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'by-name', name, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.eventsByName(name), EventRecordSchema, { page, limit, signal, baseUrl }),
    }),
  all: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'all', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.events(), EventRecordSchema, { page, limit, signal, baseUrl }),
    }),
  metrics: (name: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'metrics', name, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) => apiList(apiPaths.eventMetrics(name), MetricSchema, { page, limit, signal, baseUrl }),
    }),
};
