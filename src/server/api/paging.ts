import type { Context } from 'hono';
import type { Pagination } from '../../contract/envelope';
import { PagingQuerySchema, type PagingQuery } from '../../contract/paging';
import { StoredJson, type PageOf, type PageWindow } from '../store/page';
import { validationError } from './apiError';

/** `page` and `limit` of the query, checked against the bounds of `schema` (400 names the bound). */
export function readPaging(c: Context, schema: typeof PagingQuerySchema = PagingQuerySchema): PagingQuery {
  const result = schema.safeParse({ page: c.req.query('page'), limit: c.req.query('limit') });
  if (!result.success) throw validationError(result.error, 'query');
  return result.data;
}

export function windowOf(paging: PagingQuery): PageWindow {
  // A huge page number must read as "past the end", not overflow SQLite's integer.
  const offset = Math.min((paging.page - 1) * paging.limit, Number.MAX_SAFE_INTEGER);
  return { limit: paging.limit, offset };
}

/** The pagination object: links are full paths that keep every other query parameter (`search`, ...). */
export function paginationOf(c: Context, paging: PagingQuery, totalItems: number): Pagination {
  const url = new URL(c.req.url);
  const rest = new URLSearchParams(url.search);
  rest.delete('page');
  rest.delete('limit');
  const link = (page: number) => {
    const query = new URLSearchParams(rest);
    query.set('page', String(page));
    query.set('limit', String(paging.limit));
    return `${url.pathname}?${query.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(totalItems / paging.limit));
  const restText = rest.toString();
  return {
    itemsPerPage: paging.limit,
    pageNumber: paging.page,
    totalItems,
    nextPage: paging.page < lastPage ? link(paging.page + 1) : null,
    // From past the end, "previous" leads back to the last page that has items.
    previousPage: paging.page > 1 ? link(Math.min(paging.page - 1, lastPage)) : null,
    all: restText === '' ? url.pathname : `${url.pathname}?${restText}`,
  };
}

/**
 * A list envelope for one page read with `readPaging`, written as text around the records: stored JSON goes in as it
 * was stored, anything else is serialised here. The fields keep the envelope's order.
 */
export function pagedJson<T>(
  c: Context,
  message: string,
  paging: PagingQuery,
  page: PageOf<T>,
  /** Fields a list adds to its pagination (the gates list's `statusCounts`). */
  morePagination: Record<string, unknown> = {},
): Response {
  const data = page.items.map((item) => (item instanceof StoredJson ? item.text : JSON.stringify(item))).join(',');
  // Records that could not be read are named, not silently missing: the page then holds fewer than `limit`.
  const unreadable =
    page.unreadable !== undefined && page.unreadable.length > 0
      ? `,"unreadable":${JSON.stringify(page.unreadable)}`
      : '';
  const pagination = JSON.stringify({ ...paginationOf(c, paging, page.total), ...morePagination });
  const body = `{"message":${JSON.stringify(message)},"data":[${data}],"pagination":${pagination}${unreadable}}`;
  // Its length up front lets the host decide on compression without reading the body back.
  return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
}
