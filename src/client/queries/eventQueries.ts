import { isEndpointMissing } from '../listMissing';
import { queryOptions } from '@tanstack/react-query';
import { EventNameCountSchema, EventRecordSchema, MetricSchema, type Metric } from '../../contract/event';
import { MAX_LIMIT } from '../../contract/limits';
import { apiPaths } from '../../contract/paths';
import { apiList } from '../apiList';
import { findInPages } from '../pageWalker';
import { eventPageQuery, eventsRootKey } from './eventPageQuery';

/** An event name the picker offers; `count` is known only when the server has the event-names extension. */
export interface EventNameChoice {
  name: string;
  count?: number;
}

/** Where the picker's names came from: the event-names extension, or the newest events when that is missing. */
export interface EventNameChoices {
  names: EventNameChoice[];
  from: 'event-names' | 'recent-events';
}

// A metric id's event is unknown; looking through more than this many pages of one event's metrics is a runaway.
const MAX_METRIC_PAGES = 20;

async function findMetricOfEvent(
  baseUrl: string,
  eventName: string,
  metricId: string,
  signal: AbortSignal,
): Promise<Metric | undefined> {
  const found = await findInPages({
    fetchPage: (page, limit) =>
      apiList(apiPaths.eventMetrics(eventName), MetricSchema, { page, limit, signal, baseUrl }),
    limit: MAX_LIMIT,
    maxPages: MAX_METRIC_PAGES,
    signal,
    matches: (metric) => metric.id === metricId,
  });
  return found ?? undefined;
}

async function eventNamesOrEmpty(baseUrl: string, signal: AbortSignal): Promise<string[]> {
  try {
    const result = await apiList(apiPaths.eventNames(), EventNameCountSchema, {
      page: 1,
      limit: MAX_LIMIT,
      signal,
      baseUrl,
    });
    return result.items.map((item) => item.name);
  } catch (error) {
    if (isEndpointMissing(error)) return [];
    throw error;
  }
}

/** The metric name of an id `<name>::<type>`: the part before the last `::`. */
function metricNameOf(metricId: string): string {
  const split = metricId.lastIndexOf('::');
  return split === -1 ? metricId : metricId.slice(0, split);
}

/**
 * Query keys and options for events and the extensions `GET /events` and `GET /event_names`.
 * The key root is `root()` because `all` here is the listing of every event.
 */
export const eventQueries = {
  root: eventsRootKey,
  /** An extension an upstream answers with 404; the picker then falls back to names seen in `all`. */
  names: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'names', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.eventNames(), EventNameCountSchema, { page, limit, signal, baseUrl }),
    }),
  /**
   * The names the event picker offers: the most frequent ones with counts from `GET /event_names`, or, where an
   * upstream answers that with 404, the distinct names of the newest events (`GET /events`).
   */
  nameChoices: () =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'name-choices'] as const,
      queryFn: async ({ signal, queryKey: [baseUrl] }): Promise<EventNameChoices> => {
        try {
          const result = await apiList(apiPaths.eventNames(), EventNameCountSchema, {
            page: 1,
            limit: MAX_LIMIT,
            signal,
            baseUrl,
          });
          return { names: result.items.map(({ name, count }) => ({ name, count })), from: 'event-names' };
        } catch (error) {
          if (!isEndpointMissing(error)) throw error;
        }
        const events = await apiList(apiPaths.events(), EventRecordSchema, {
          page: 1,
          limit: MAX_LIMIT,
          signal,
          baseUrl,
        });
        const names = [...new Set(events.items.map((event) => event.name))];
        return { names: names.map((name) => ({ name })), from: 'recent-events' };
      },
    }),
  byName: eventPageQuery,
  all: (page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'all', { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.events(), EventRecordSchema, { page, limit, signal, baseUrl }),
    }),
  metrics: (name: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'metrics', name, { page, limit }] as const,
      queryFn: ({ signal, queryKey: [baseUrl] }) =>
        apiList(apiPaths.eventMetrics(name), MetricSchema, { page, limit, signal, baseUrl }),
    }),
  /**
   * One metric by id. The API has no metric endpoint, so it is looked for among the metrics of `eventName`, then
   * of the event named like the metric (`<name>::<type>`), then of every event name the server lists.
   * Resolves to null when no event has it.
   */
  metric: (eventName: string, metricId: string) =>
    queryOptions({
      queryKey: [...eventQueries.root(), 'metric', eventName, metricId] as const,
      queryFn: async ({ signal, queryKey: [baseUrl] }): Promise<Metric | null> => {
        const tried = new Set<string>();
        const tryEvent = async (candidate: string) => {
          if (tried.has(candidate)) return undefined;
          tried.add(candidate);
          return findMetricOfEvent(baseUrl, candidate, metricId, signal);
        };
        for (const candidate of [eventName, metricNameOf(metricId)]) {
          const found = await tryEvent(candidate);
          if (found) return found;
        }
        for (const candidate of await eventNamesOrEmpty(baseUrl, signal)) {
          const found = await tryEvent(candidate);
          if (found) return found;
        }
        return null;
      },
    }),
};
