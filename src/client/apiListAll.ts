// Apart from apiList.ts: a page that reads one page of a list does not carry the walker.
import type { DataCheck } from '../contract/dataCheck';
import { apiList } from './apiList';
import type { GetOptions } from './apiRequest';
import { walkPages } from './pageWalker';

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
