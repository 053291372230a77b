import { GATE_LIST_SORTS, GATE_STATUSES, GATE_TYPES } from '../../../contract/enums';
import type { GateListFilters } from '../../../client/queries/gateQueries';
import { type PageSearch, pageSearchFields } from '../../../ui/pageSearch';
import { oneOf, searchReader, text, urlList } from '../../../ui/searchFields';

export type GateSort = (typeof GATE_LIST_SORTS)[number];

/** The Gates page's URL search; `new=1` keeps the New gate dialog open across a reload or a link. */
export interface GatesSearch extends PageSearch {
  q?: string | undefined;
  status?: (typeof GATE_STATUSES)[number] | undefined;
  type?: (typeof GATE_TYPES)[number] | undefined;
  tags?: string[] | undefined;
  enabled?: 'true' | 'false' | undefined;
  creator?: string | undefined;
  modifier?: string | undefined;
  sort?: GateSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  new?: '1' | undefined;
}

/**
 * The Gates page's URL search: page and limit, the search text, the filters and the order, so a link or a reload
 * reproduces the view. A value the page cannot use (an unknown status, a tag list that is not a list) is dropped
 * rather than failing the page.
 */
export const GatesSearchSchema = searchReader<GatesSearch>({
  ...pageSearchFields,
  q: text,
  status: oneOf(GATE_STATUSES),
  type: oneOf(GATE_TYPES),
  // The key repeated per tag (`?tags=a&tags=b`); an older link's `?tags=a,b` reads as the same two.
  tags: urlList(),
  enabled: oneOf(['true', 'false'] as const),
  creator: text,
  modifier: text,
  sort: oneOf(GATE_LIST_SORTS),
  order: oneOf(['asc', 'desc'] as const),
  new: oneOf(['1'] as const),
});

/** The search text of the URL, trimmed; empty when absent. */
export function searchText(search: GatesSearch): string {
  return search.q?.trim() ?? '';
}

function nonBlank(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The URL's filters and order, trimmed, tags deduplicated and sorted (so their order never splits the cache). */
export function gateListFilters(search: GatesSearch): GateListFilters {
  const tags = [...(search.tags ?? [])].sort();
  return {
    status: search.status,
    enabled: search.enabled === undefined ? undefined : search.enabled === 'true',
    type: search.type,
    tags,
    creator: nonBlank(search.creator),
    modifier: nonBlank(search.modifier),
    sort: search.sort,
    order: search.order,
  };
}

/** Whether the view narrows the list, so an empty page says "no match" rather than "no gates yet". */
export function isFiltered(filters: GateListFilters): boolean {
  const { status, enabled, type, tags, creator, modifier } = filters;
  return [status, enabled, type, creator, modifier].some((value) => value !== undefined) || (tags ?? []).length > 0;
}

/** The order after clicking a column: the same column flips, another starts ascending. */
export function nextGateSort(filters: GateListFilters, key: GateSort): { sort: GateSort; order: 'asc' | 'desc' } {
  if (filters.sort === key) return { sort: key, order: filters.order === 'desc' ? 'asc' : 'desc' };
  return { sort: key, order: 'asc' };
}
