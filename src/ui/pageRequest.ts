import { DEFAULT_LIMIT } from '../contract/limits';
import type { PageSearch } from './pageSearch';

/** The page of a list a view shows, with the defaults applied to what the URL left out. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** `?page` and `?limit` of the URL, defaulted: page 1, the API's default page size. */
export function pageRequest(search: PageSearch): PageRequest {
  return { page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT };
}
