import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '../contract/envelope';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { pagedTableState, type PagedTableState, type UnreadableRow } from './pagedTableState';
import { PageTitle } from './PageTitle';
import { usePageNavigation } from './usePageNavigation';

type TableSetup<T> = Omit<PagedTableProps<T>, keyof PagedTableState<T> | 'onPageChange' | 'onLimitChange'>;

interface ListPageProps<T> extends TableSetup<T> {
  /** Left out on a page whose header the layout shows (ui/listPageHeaders.ts). */
  title?: string;
  description?: string;
  /** Links or buttons above the list, such as "New autotune". */
  actions?: ReactNode;
  /** The list query of this page, as the route loader prefetched it. */
  query: UseQueryResult<Paged<T> & { unreadable?: readonly UnreadableRow[] }>;
  /** The server has no such list (it answered 404); `whenListMissing` then stands in for the table. */
  listMissing?: boolean;
  whenListMissing?: ReactNode;
}

/** A page that lists one kind of record: its title, its actions, and the paged table (or what replaces it). */
export function ListPage<T>({
  title,
  description,
  actions,
  query,
  listMissing = false,
  whenListMissing,
  ...table
}: ListPageProps<T>) {
  const navigation = usePageNavigation();
  return (
    <>
      {title !== undefined && <PageTitle title={title} description={description ?? ''} />}
      {actions !== undefined && <Group mb="md">{actions}</Group>}
      {listMissing ? whenListMissing : <PagedTable {...table} {...pagedTableState(query)} {...navigation} />}
    </>
  );
}
