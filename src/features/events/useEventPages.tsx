import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { eventPageQuery } from '../../client/queries/eventPageQuery';
import { joinEventPages, type EventPages, type PageRead } from './joinEventPages';

// useQueries (and its observer) is needed only once more than one page is shown: the first rows read their page
// through useQuery, which the app's shell already holds.
const MoreEventPages = lazy(() => import('./MoreEventPages').then((module) => ({ default: module.MoreEventPages })));

/**
 * Loads `pages` pages of an event name's events from `page` on, one request per page (the server's page size is
 * at most 100), and joins them in page order as they arrive. `reader` reads the pages after the first: render it
 * anywhere in the tab.
 */
export function useEventPages(
  eventName: string,
  page: number,
  limit: number,
  pages: number,
): { loaded: EventPages; reader: ReactNode } {
  const first = useQuery(eventPageQuery(eventName, page, limit));
  const { data, error, isPending, isFetching, isError, refetch } = first;
  const firstRead = useMemo<PageRead>(
    () => ({ data, error, isPending, isFetching, isError, refetch }),
    [data, error, isPending, isFetching, isError, refetch],
  );
  // The further pages' reads for this name, start and size. While "Load more" adds a page, the reads of the pages
  // already shown stay until the reader answers for the longer run, so the list never shrinks for a frame.
  const run = `${String(page)}:${String(limit)}:${eventName}`;
  const [more, setMore] = useState<{ run: string; reads: readonly PageRead[] }>();
  const onRead = useCallback(
    (reads: readonly PageRead[]) => {
      setMore({ run, reads });
    },
    [run],
  );
  const moreReads = pages > 1 && more?.run === run ? more.reads : undefined;
  const loaded = useMemo(
    () => joinEventPages([firstRead, ...(moreReads ?? []).slice(0, pages - 1)], page, pages),
    [firstRead, moreReads, page, pages],
  );
  const reader =
    pages > 1 ? (
      <Suspense fallback={null}>
        <MoreEventPages eventName={eventName} from={page + 1} count={pages - 1} limit={limit} onRead={onRead} />
      </Suspense>
    ) : null;
  return { loaded, reader };
}
