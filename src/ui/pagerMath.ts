import type { Pagination } from '../contract/envelope';

/** What the pager shows and allows for one page of a list. */
export interface PagerView {
  page: number;
  /** Unknown when the server leaves `totalItems` out. */
  totalPages: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  summary: string;
}

/** Page sizes the "Rows per page" select offers. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

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
      totalPages: undefined,
      hasPrevious: current > 1,
      hasNext: Boolean(pagination?.nextPage),
      summary: `Page ${current}`,
    };
  }
  const totalPages = Math.max(1, Math.ceil(totalItems / Math.max(1, perPage)));
  return {
    page: current,
    totalPages,
    hasPrevious: current > 1,
    hasNext: current < totalPages,
    summary: `Page ${current} of ${totalPages} · ${itemCount(totalItems)}`,
  };
}

/** The sizes to offer: the standard ones plus the current limit when a link carried another value. */
export function pageSizeOptions(limit: number): number[] {
  const sizes: number[] = [...PAGE_SIZE_OPTIONS];
  return sizes.includes(limit) ? sizes : [...sizes, limit].sort((a, b) => a - b);
}
