import { queryOptions } from '@tanstack/react-query';
import { EventRecordCheck } from '../../contract/eventRecordCheck';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { serverKey } from './serverKey';

// Kept apart from eventQueries (and the zod schemas of metrics and event names it brings): an event name's page
// reads its first rows through this query alone.

/** The key root of every events query (`eventQueries.root()`). */
export const eventsRootKey = () => [serverKey(), 'events'] as const;

/** One page of `GET /events/{name}`; each record read by the plain check, which reads it as EventRecordSchema does. */
export const eventPageQuery = (name: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...eventsRootKey(), 'by-name', name, { page, limit }] as const,
    queryFn: ({ signal, queryKey: [baseUrl] }) =>
      apiList(apiPaths.eventsByName(name), EventRecordCheck, { page, limit, signal, baseUrl }),
  });
