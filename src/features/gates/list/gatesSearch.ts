import { GATE_STATUSES, GATE_TYPES } from '../../../contract/enums';
import { GATE_LIST_SORTS } from '../../../contract/gateListQuery';
import type { GateListFilters } from '../../../client/queries/gateQueries';
import { PageSearchSchema } from '../../../contract/paging';
import * as z from '../../../contract/zod';
import { urlList } from '../../../ui/urlList';

const optionalText = z.catch(z.optional(z.string()), undefined);

/**
 * The Gates page's URL search: page and limit, the search text, the filters and the order, so a link or a reload
 * reproduces the view. A value the page cannot use (an unknown status, a tag list that is not a list) is dropped
 * rather than failing the page.
 */
export const GatesSearchSchema = z.extend(PageSearchSchema, {
  q: optionalText,
  status: z.catch(z.optional(z.enum(GATE_STATUSES)), undefined),
  type: z.catch(z.optional(z.enum(GATE_TYPES)), undefined),
  // The key repeated per tag (`?tags=a&tags=b`); an older link's `?tags=a,b` reads as the same two.
  tags: urlList(),
  enabled: z.catch(z.optional(z.enum(['true', 'false'])), undefined),
  creator: optionalText,
  modifier: optionalText,
  sort: z.catch(z.optional(z.enum(GATE_LIST_SORTS)), undefined),
  order: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
});
export type GatesSearch = z.infer<typeof GatesSearchSchema>;
export type GateSort = (typeof GATE_LIST_SORTS)[number];

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
