import { DEFAULT_LIMIT, LIMIT_MIN, MAX_LIMIT, PAGE_MIN } from '../contract/limits';
import { orElse, searchReader, wholeNumber } from './searchFields';

/** The `page` and `limit` search params of a paged view in the app's URL. */
export interface PageSearch {
  page?: number | undefined;
  limit?: number | undefined;
}

/** `page` and `limit` as numbers; a value the API would refuse falls back to the default (page 1, 20 rows). */
export const pageSearchFields = {
  page: orElse(wholeNumber(PAGE_MIN), PAGE_MIN),
  limit: orElse(wholeNumber(LIMIT_MIN, MAX_LIMIT), DEFAULT_LIMIT),
};

/** The search of a paged list with nothing else in its address. */
export const PageSearchSchema = searchReader<PageSearch>(pageSearchFields);
