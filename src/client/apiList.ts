import type { Paged, Pagination } from '../contract/envelope';
import { type DataCheck, unknownArrayCheck } from '../contract/dataCheck';
import { ApiError } from './apiError';
import { apiRequest, type GetOptions } from './apiRequest';
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
