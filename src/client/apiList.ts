import type { Paged, Pagination } from '../contract/envelope';
import { type DataCheck, unknownArrayCheck } from '../contract/dataCheck';
import { ApiError } from './apiError';
import { apiRequest, type GetOptions } from './apiRequest';
import { walkPages } from './pageWalker';
import { readItems, type UnreadableRecord } from './readItems';

interface ListOptions extends GetOptions {
  page: number;
  limit: number;
}

/** An absent, null or empty link is no link. */
function linkOrNull(link: string | null | undefined): string | null {
  if (link === undefined || link === null || link === '') return null;
  return link;
}

/** Pagination with every link `string | null`, `all` a string and `totalItems` left undefined when not sent. */
export function normalisePagination(pagination: Pagination | undefined, page: number, limit: number): Pagination {
  return {
    ...pagination,
    itemsPerPage: pagination?.itemsPerPage ?? limit,
    pageNumber: pagination?.pageNumber ?? page,
    totalItems: pagination?.totalItems,
    nextPage: linkOrNull(pagination?.nextPage),
    previousPage: linkOrNull(pagination?.previousPage),
    all: pagination?.all ?? '',
  };
}

/** A page of a list, with the records it had to leave out because they could not be read. */
type ListPage<T> = Paged<T> & { unreadable?: readonly UnreadableRecord[] };

/**
 * GETs one page of a list: `page` and `limit` go in the query, pagination comes back normalised. A record that does
 * not have the expected shape is left out and named in `unreadable`, so one odd record never hides the others;
 * when no record of the page can be read, the page fails as a response of the wrong shape.
 */
export async function apiList<T>(path: string, itemSchema: DataCheck<T>, options: ListOptions): Promise<ListPage<T>> {
  const { page, limit, query, ...rest } = options;
  const response = await apiRequest({
    ...rest,
    method: 'GET',
    path,
    query: { ...query, page, limit },
    schema: unknownArrayCheck,
  });
  const { items, unreadable, firstIssue } = readItems(response.data, itemSchema);
  if (items.length === 0 && firstIssue !== undefined) {
    throw new ApiError({
      status: 200,
      kind: 'invalid-response',
      message: `The server's response does not have the shape Gatehouse expects at ${firstIssue.path} (${firstIssue.message}). Check that the base URL points to a compatible Console API.`,
    });
  }
  return {
    items,
    ...(unreadable.length > 0 ? { unreadable } : {}),
    message: response.message,
    pagination: normalisePagination(response.pagination, page, limit),
  };
}

// Stops a list whose links never end (or repeat) from being read forever: 1,000 pages of 100.
const MAX_PAGES_READ = 1000;

interface ListAllOptions extends GetOptions {
  /** Items asked for per page; the API allows at most 100. */
  limit: number;
}

/**
 * GETs every page of a list and returns all its items in the server's order (see `walkPages` for where it stops).
 * Once the first page tells `totalItems`, the remaining pages are asked for together.
 */
export async function apiListAll<T>(path: string, itemSchema: DataCheck<T>, options: ListAllOptions): Promise<T[]> {
  const { limit, signal, ...rest } = options;
  const result = await walkPages({
    fetchPage: (page, pageLimit) => apiList(path, itemSchema, { ...rest, signal, page, limit: pageLimit }),
    limit,
    maxPages: MAX_PAGES_READ,
    signal,
    concurrentByTotal: true,
  });
  return result.items;
}
