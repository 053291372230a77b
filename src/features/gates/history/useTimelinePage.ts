import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gateQueries } from '../../../client/queries/gateQueries';
import { pagedTableState } from '../../../ui/pagedTableState';
import type { TimelineRow } from './historyColumns';
import { summarizeVersion } from './versionTimeline';

/**
 * One page of the timeline, each version with what it changed. The last row's predecessor is the first version of
 * the next page: it is read alone (a page of one), not the whole next page.
 */
export function useTimelinePage(gateId: string, page: number, limit: number) {
  // The rows stay on screen, dimmed, while another page loads.
  const query = useQuery({ ...gateQueries.versions(gateId, page, limit), placeholderData: keepPreviousData });
  const items = query.data?.items;
  const pagination = query.data?.pagination;
  // Where the next page starts, by the page size the server used (an upstream may cap it below `limit`).
  const perPage = pagination?.itemsPerPage ?? limit;
  const nextPosition = ((pagination?.pageNumber ?? page) - 1) * perPage + (items?.length ?? 0) + 1;
  const hasOlder = items !== undefined && items.length > 0 && items.length >= perPage;
  const older = useQuery({ ...gateQueries.versions(gateId, nextPosition, 1), enabled: hasOlder });

  const rows = useMemo((): TimelineRow[] | undefined => {
    if (items === undefined) return undefined;
    // A restore is told by an older version of the same content among those listed here (and the one after them).
    const listed = [...items, ...(older.data?.items.slice(0, 1) ?? [])];
    return items.map((gate, index) => {
      const isLast = index === items.length - 1;
      if (!isLast || !hasOlder) return { gate, summary: summarizeVersion(gate, listed.slice(index + 1)) };
      if (older.data !== undefined) return { gate, summary: summarizeVersion(gate, listed.slice(index + 1)) };
      if (older.isError) return { gate, summary: 'unknown: the version before it could not be loaded' };
      return { gate, summary: undefined };
    });
  }, [items, hasOlder, older.data, older.isError]);

  return { ...pagedTableState(query), rows, newestName: items?.[0]?.name };
}
