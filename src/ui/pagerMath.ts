import type { Pagination } from '../contract/envelope';
import { parsePageLink } from '../contract/pageLink';

/** What the pager shows and allows for one page of a list. */
export interface PagerView {
  page: number;
  /** Where Previous goes: the page before, or the last page when this one is past the end. */
  previousPage: number;
  /** Unknown when the server leaves `totalItems` out. */
  totalPages: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  summary: string;
}

/** Page sizes the "Rows per page" select offers. */
const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** How many pages `totalItems` fill at `perPage` a page; an empty list still has its one page. */
function pageCountOf(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, perPage)));
}

function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/**
 * Derives the pager from the page asked for and the server's pagination. Without `totalItems` the
 * server's `nextPage` link decides whether there is a next page.
 */
export function describePager(page: number, limit: number, pagination: Pagination | undefined): PagerView {
  const current = pagination?.pageNumber ?? page;
  const totalItems = pagination?.totalItems;
  const perPage = pagination?.itemsPerPage ?? limit;
  if (totalItems === undefined) {
    return {
      page: current,
      previousPage: Math.max(1, current - 1),
      totalPages: undefined,
      hasPrevious: current > 1,
      hasNext: Boolean(pagination?.nextPage),
      summary: `Page ${current}`,
    };
  }
  const totalPages = pageCountOf(totalItems, perPage);
  const pastEnd = current > totalPages;
  return {
    page: current,
    previousPage: Math.max(1, Math.min(current - 1, totalPages)),
    totalPages,
    hasPrevious: current > 1,
    hasNext: current < totalPages,
    summary: pastEnd
      ? `No page ${current} · ${totalPages === 1 ? '1 page' : `${totalPages} pages`} · ${itemCount(totalItems)}`
      : `Page ${current} of ${totalPages} · ${itemCount(totalItems)}`,
  };
}

/** The sizes to offer: the standard ones plus the current limit when a link carried another value. */
export function pageSizeOptions(limit: number): number[] {
  const sizes: number[] = [...PAGE_SIZE_OPTIONS];
  return sizes.includes(limit) ? sizes : [...sizes, limit].sort((a, b) => a - b);
}

/** What an empty page says, and the page it offers instead when it is not the first. */
export interface EmptyPageView {
  message: string;
  /** The last page that has items (or page 1); undefined on page 1, where the list itself is empty. */
  goTo: number | undefined;
}

/**
 * An empty page 1 is an empty list; an empty later page is past the end. The last page with items comes from
 * `totalItems`, else from `previousPage` (the API points it there), else page 1.
 */
export function describeEmptyPage(
  page: number,
  pagination: Pagination | undefined,
  emptyMessage: string,
): EmptyPageView {
  if (page <= 1) return { message: emptyMessage, goTo: undefined };
  const { totalItems, itemsPerPage } = pagination ?? {};
  const counted =
    totalItems !== undefined && itemsPerPage !== undefined ? pageCountOf(totalItems, itemsPerPage) : undefined;
  const linked = parsePageLink(pagination?.previousPage);
  const goTo = Math.min(page - 1, counted ?? linked ?? 1);
  return {
    message:
      counted === undefined
        ? `There is nothing on page ${page}.`
        : `There is nothing on page ${page}: the list ends on page ${counted}.`,
    goTo,
  };
}
