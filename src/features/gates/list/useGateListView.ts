import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { everyGateQuery } from '../../../client/queries/everyGateQuery';
import type { GateListFilters } from '../../../client/queries/gateListRequest';
import { gateRowsQuery } from '../../../client/queries/gateRowsQuery';
import type { WalkProgress } from '../../../client/pageWalker';
import type { GateRow } from '../../../contract/gateRow';
import {
  applyGateListView,
  compareForGateListView,
  countGateStatuses,
  type GateStatusCounts,
  matchesGateListView,
  readGateStatusCounts,
} from '../../../contract/gateListView';
import { pageOfItems } from '../../../ui/pageOfItems';
import { pagedTableState, type PagedTableState } from '../../../ui/pagedTableState';
import { isFiltered } from './gatesSearch';
import { useCheckedGateRows } from './useCheckedGateRows';

/**
 * Whether a server answered the filters and order as asked: a gate that does not match them, or two gates out of
 * order, shows that it ignored them. The search text is left out (searchFallback.ts treats it alone).
 */
function serverIgnoredView(rows: readonly GateRow[], filters: GateListFilters): boolean {
  if (rows.some((gate) => !matchesGateListView(gate, filters))) return true;
  if (filters.sort === undefined && filters.order === undefined) return false;
  const compare = compareForGateListView(filters);
  return rows.some((gate, index) => {
    const before = rows[index - 1];
    return before !== undefined && compare(before, gate) > 0;
  });
}

interface GateListView {
  table: PagedTableState<GateRow>;
  /** Gates per status under the other filters; undefined where the server sends none and the page read none. */
  counts: GateStatusCounts | undefined;
  /** The server ignored the filters or order: the page reads every gate and filters and sorts them itself. */
  local: { progress: WalkProgress | undefined; total: number | undefined; failed: boolean } | undefined;
}

/**
 * The Gates list as the server answers it, or, once a server shows it ignores the filters or order, every gate
 * read page by page and filtered and sorted in the page with the rule the embedded server applies in SQL.
 */
export function useGateListView(page: number, limit: number, search: string, filters: GateListFilters): GateListView {
  // The previous page stays on screen while the next search or page loads, so the table does not flash.
  // The route prefetches the same query: the only list that asks for the gates per status.
  const query = useQuery({ ...gateRowsQuery(page, limit, search, filters), placeholderData: keepPreviousData });
  const checked = useCheckedGateRows(query.data);
  const [ignores, setIgnores] = useState(false);
  const [progress, setProgress] = useState<WalkProgress>();
  const rows = checked?.items;
  const asked = isFiltered(filters) || filters.sort !== undefined || filters.order !== undefined;
  // Once seen, remembered: a later answer that happens to match proves nothing about this server.
  if (!ignores && asked && rows !== undefined && !query.isPlaceholderData && serverIgnoredView(rows, filters)) {
    setIgnores(true);
  }
  const every = useQuery({ ...everyGateQuery(setProgress), enabled: ignores });

  if (!ignores) {
    const counts = readGateStatusCounts(checked?.pagination.statusCounts);
    const table = { ...pagedTableState(query), rows, unreadable: checked?.unreadable };
    return { table, counts, local: undefined };
  }
  const view = { ...filters, search };
  const gates = every.data?.gates;
  const shown = gates && pageOfItems(applyGateListView(gates, view), page, limit);
  return {
    table: {
      rows: shown?.rows,
      pagination: shown?.pagination,
      isLoading: every.isPending,
      error: every.data === undefined ? every.error : null,
      onRetry: () => {
        void every.refetch();
      },
    },
    counts: gates && countGateStatuses(applyGateListView(gates, { ...view, status: undefined })),
    // A failed read is not still reading: the note must not show a bar that never moves again.
    local: { progress, total: gates?.length, failed: every.data === undefined && every.isError },
  };
}
