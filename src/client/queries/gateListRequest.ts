import type { GATE_LIST_SORTS, GATE_STATUSES, GATE_TYPES } from '../../contract/enums';
import type { QueryParams } from '../apiUrl';
import { serverKey } from './serverKey';

/** What the list asks the server for besides the page and the search text (see `GET /gates`). */
export interface GateListFilters {
  status?: (typeof GATE_STATUSES)[number] | undefined;
  /** Only enabled (true) or disabled (false) gates. */
  enabled?: boolean | undefined;
  type?: (typeof GATE_TYPES)[number] | undefined;
  /** Gates must have every one. */
  tags?: readonly string[] | undefined;
  creator?: string | undefined;
  modifier?: string | undefined;
  sort?: (typeof GATE_LIST_SORTS)[number] | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/**
 * The query of `GET /gates` besides page and limit. Kept apart from the list's query options (and the gate schema
 * they bring) so the shell's first module can start the Gates page's request with the very same query.
 */
export function gateListQuery(search: string, filters: GateListFilters, statusCounts: boolean): QueryParams {
  return {
    search: search.trim() || undefined,
    status: filters.status,
    enabled: filters.enabled === undefined ? undefined : String(filters.enabled),
    type: filters.type,
    tag: filters.tags?.length ? filters.tags : undefined,
    creator: filters.creator,
    modifier: filters.modifier,
    sort: filters.sort,
    order: filters.order,
    // The gates per status under the other filters (an extension; an upstream may not send them).
    counts: statusCounts ? 'status' : undefined,
  };
}

/** The filters that narrow or order, so an empty filter and none share one cache entry. */
function definedFilters(filters: GateListFilters): Partial<GateListFilters> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
}

/**
 * The cache key of one page of `GET /gates`, under `gateQueries.lists()`. Absent filters are left out of it; only the
 * Gates page asks for the gates per status (`statusCounts`), and only its query (gateRowsQuery.ts) uses that key.
 */
export function gateListKey(
  page: number,
  limit: number,
  search: string,
  filters: GateListFilters,
  statusCounts: boolean,
) {
  return [
    serverKey(),
    'gates',
    'list',
    { page, limit, search: search.trim(), ...definedFilters(filters), ...(statusCounts && { statusCounts }) },
  ] as const;
}
