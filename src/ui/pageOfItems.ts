import type { Pagination } from '../contract/envelope';

/** One page of a list held whole in the browser, with the pagination a server would have sent for it. */
export interface ItemsPage<T> {
  rows: T[];
  pagination: Pagination;
}

/**
 * Cuts page `page` of `limit` items out of `items`, for lists sorted or filtered in the browser. Like the API, a
 * page past the end is empty and its `previousPage` points at the last page that has items.
 */
export function pageOfItems<T>(items: readonly T[], page: number, limit: number): ItemsPage<T> {
  const size = Math.max(1, limit);
  const lastPage = Math.max(1, Math.ceil(items.length / size));
  const link = (target: number) => `?page=${String(target)}&limit=${String(size)}`;
  return {
    rows: items.slice((page - 1) * size, page * size),
    pagination: {
      itemsPerPage: size,
      pageNumber: page,
      totalItems: items.length,
      nextPage: page < lastPage ? link(page + 1) : null,
      previousPage: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      all: '',
    },
  };
}
