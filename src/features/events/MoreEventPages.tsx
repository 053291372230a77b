import { useEffect } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { eventPageQuery } from '../../client/queries/eventPageQuery';
import type { Paged } from '../../contract/envelope';
import type { EventRecord } from '../../contract/event';
import type { PageRead } from './joinEventPages';

interface MoreEventPagesProps {
  eventName: string;
  /** The first of the further pages. */
  from: number;
  count: number;
  limit: number;
  onRead: (reads: readonly PageRead[]) => void;
}

// Keeps the reads the same array until one of them changes (React Query shares the combined value structurally), so
// the tab re-renders only when a page moves on.
const asReads = (results: UseQueryResult<Paged<EventRecord>>[]): PageRead[] =>
  results.map(({ data, error, isPending, isFetching, isError, refetch }) => ({
    data,
    error,
    isPending,
    isFetching,
    isError,
    refetch,
  }));

/**
 * Reads the pages after the first ("Load more"): loaded with the first such click or address, so the page's first
 * rows need only the one query of their own page. Renders nothing; hands the reads up.
 */
export function MoreEventPages({ eventName, from, count, limit, onRead }: MoreEventPagesProps) {
  const reads = useQueries({
    queries: Array.from({ length: count }, (_, offset) => eventPageQuery(eventName, from + offset, limit)),
    combine: asReads,
  });
  useEffect(() => {
    onRead(reads);
  }, [reads, onRead]);
  return null;
}
