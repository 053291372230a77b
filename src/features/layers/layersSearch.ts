import { type PageSearch, pageSearchFields } from '../../ui/pageSearch';
import { oneOf, searchReader, text } from '../../ui/searchFields';

/** The columns the Layers table sorts by. */
export const LAYER_SORT_KEYS = [
  'id',
  'description',
  'idType',
  'implicit',
  'tags',
  'team',
  'parameters',
  'lastModified',
] as const;
export type LayerSortKey = (typeof LAYER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

interface LayersSearch extends PageSearch {
  q?: string | undefined;
  sort?: LayerSortKey | undefined;
  dir?: SortDirection | undefined;
}

/** The Layers page's URL search: page and limit, plus the filter text and sort, so a link reproduces the view. */
export const LayersSearchSchema = searchReader<LayersSearch>({
  ...pageSearchFields,
  q: text,
  sort: oneOf(LAYER_SORT_KEYS),
  dir: oneOf(['asc', 'desc'] as const),
});
