import { useCallback } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { eventPageQuery } from '../../client/queries/eventPageQuery';
import type { Paged, Pagination } from '../../contract/envelope';
import type { EventRecord } from '../../contract/event';

/** One loaded event with a key that stays the same while its page stays loaded. */
export interface LoadedEvent {
  key: string;
  event: EventRecord;
}

/** The events of a run of pages, in order, and how far loading has got. */
export interface EventPages {
  events: LoadedEvent[];
  /** Pages that have answered, out of `pages`. */
  loadedPages: number;
  /** Pagination of the last page that has answered. */
  lastPagination: Pagination | undefined;
  isPending: boolean;
  isFetching: boolean;
  /** The first failure; `readingState` shows it only while no page has loaded (a later one is a background refresh). */
  error: Error | null;
  refetch: () => void;
}

/**
 * Loads `pages` pages of an event name's events from `page` on, one request per page (the server's page size is
 * at most 100), and joins them in page order as they arrive.
 */
export function useEventPages(eventName: string, page: number, limit: number, pages: number): EventPages {
  // A stable combine keeps the joined list (up to 10,000 events) the same object until a page changes.
  const combine = useCallback(
    (results: UseQueryResult<Paged<EventRecord>>[]): EventPages => {
      const events: LoadedEvent[] = [];
      let loadedPages = 0;
      let lastPagination: Pagination | undefined;
      results.forEach((result, offset) => {
        if (result.data === undefined) return;
        loadedPages += 1;
        lastPagination = result.data.pagination;
        const pageKey = String(page + offset);
        result.data.items.forEach((event, index) => {
          events.push({ key: `${pageKey}:${String(index)}`, event });
        });
      });
      const firstError = results.find((result) => result.error !== null)?.error ?? null;
      return {
        events,
        loadedPages,
        lastPagination,
        isPending: results.some((result) => result.isPending),
        isFetching: results.some((result) => result.isFetching),
        error: firstError,
        refetch: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
    [page],
  );
  return useQueries({
    queries: Array.from({ length: pages }, (_, offset) => eventPageQuery(eventName, page + offset, limit)),
    combine,
  });
}
