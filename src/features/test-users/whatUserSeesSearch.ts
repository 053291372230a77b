import { type PageSearch, pageSearchFields } from '../../ui/pageSearch';
import { oneOf, searchReader, text } from '../../ui/searchFields';

const RESULT_FILTERS = ['pass', 'fail', 'unknown'] as const;
const KIND_FILTERS = ['gate', 'dynamic_config'] as const;

// A mapped type, not the interface itself: the filter bar reads the search as a record of its values.
export type WhatUserSeesSearch = Pick<PageSearch, keyof PageSearch> & {
  user?: string | undefined;
  q?: string | undefined;
  result?: (typeof RESULT_FILTERS)[number] | undefined;
  kind?: (typeof KIND_FILTERS)[number] | undefined;
};

/** The page's URL search: the saved user, the filter text, the result and kind shown, and the page of rows. */
export const WhatUserSeesSearchSchema = searchReader<WhatUserSeesSearch>({
  ...pageSearchFields,
  user: text,
  q: text,
  result: oneOf(RESULT_FILTERS),
  kind: oneOf(KIND_FILTERS),
});
