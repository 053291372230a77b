import type { Paged, Pagination } from '../../contract/envelope';
import type { EventRecord } from '../../contract/event';

/** One loaded event with a key that stays the same while its page stays loaded. */
export interface LoadedEvent {
  key: string;
  event: EventRecord;
}

/** What the events tab needs of one page's query (React Query's result has more). */
export interface PageRead {
  data: Paged<EventRecord> | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
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
 * Joins the reads of `pages` pages from `page` on, in page order. A page with no read yet (its code or request has
 * not started) counts as pending.
 */
export function joinEventPages(reads: readonly PageRead[], page: number, pages: number): EventPages {
  const events: LoadedEvent[] = [];
  let loadedPages = 0;
  let lastPagination: Pagination | undefined;
  reads.forEach((read, offset) => {
    if (read.data === undefined) return;
    loadedPages += 1;
    lastPagination = read.data.pagination;
    const pageKey = String(page + offset);
    read.data.items.forEach((event, index) => {
      events.push({ key: `${pageKey}:${String(index)}`, event });
    });
  });
  return {
    events,
    loadedPages,
    lastPagination,
    isPending: reads.length < pages || reads.some((read) => read.isPending),
    isFetching: reads.some((read) => read.isFetching),
    error: reads.find((read) => read.error !== null)?.error ?? null,
    refetch: () => {
      for (const read of reads) if (read.isError) void read.refetch();
    },
  };
}
