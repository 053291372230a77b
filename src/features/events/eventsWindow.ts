import type { Pagination } from '../../contract/envelope';
import { MAX_LOADED_PAGES } from './eventSearch';
import { countText } from '../../ui/countText';

/** What the events pager shows and allows for a run of `pages` pages loaded from `page` on. */
export interface EventsWindowView {
  summary: string;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Whether one more page can join the loaded ones (there is one, and fewer than the maximum are loaded). */
  canLoadMore: boolean;
  /** The first page of the previous and next run of the same length. */
  previousStart: number;
  nextStart: number;
}

/**
 * Describes the loaded run of pages. `lastLoaded` is the pagination of the last page that has loaded; its
 * `nextPage` decides whether more follow when the server leaves `totalItems` out.
 */
export function describeEventsWindow(
  page: number,
  pages: number,
  limit: number,
  loadedCount: number,
  lastLoaded: Pagination | undefined,
): EventsWindowView {
  const total = lastLoaded?.totalItems;
  const first = (page - 1) * limit + 1;
  const lastPage = page + pages - 1;
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
  const pagesText = pages > 1 ? `pages ${countText(page)}–${countText(lastPage)}` : `page ${countText(page)}`;
  const ofPages = totalPages === undefined ? '' : ` of ${countText(totalPages)}`;
  const ofItems = total === undefined ? '' : ` of ${countText(total)}`;
  const summary =
    loadedCount === 0
      ? `No events on ${pagesText}${ofPages}`
      : `Events ${countText(first)}–${countText(first + loadedCount - 1)}${ofItems} · ${pagesText}${ofPages}`;
  const hasNext = totalPages === undefined ? Boolean(lastLoaded?.nextPage) : lastPage < totalPages;
  return {
    summary,
    hasPrevious: page > 1,
    hasNext,
    canLoadMore: hasNext && pages < MAX_LOADED_PAGES,
    previousStart: Math.max(1, page - pages),
    nextStart: page + pages,
  };
}
