import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '../contract/envelope';

/** A record a list page left out because it could not be read (the client's UnreadableRecord). */
export interface UnreadableRow {
  id: string | undefined;
  problem: string;
}

/** The PagedTable props that come from a list query. */
export interface PagedTableState<T> {
  rows: T[] | undefined;
  unreadable?: readonly UnreadableRow[] | undefined;
  pagination: Paged<T>['pagination'] | undefined;
  isLoading: boolean;
  /** The rows shown are the previous page's or filter's, kept while the asked ones load. */
  isRefreshing?: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * Maps a list query onto PagedTable. A failed refresh over rows already shown keeps the rows: the global
 * background-error toast reports it, so the table only shows errors of a first load.
 */
export function pagedTableState<T>(
  query: UseQueryResult<Paged<T> & { unreadable?: readonly UnreadableRow[] }>,
): PagedTableState<T> {
  return {
    rows: query.data?.items,
    unreadable: query.data?.unreadable,
    pagination: query.data?.pagination,
    isLoading: query.isPending,
    isRefreshing: query.isPlaceholderData,
    error: query.data === undefined ? query.error : null,
    onRetry: () => {
      void query.refetch();
    },
  };
}
