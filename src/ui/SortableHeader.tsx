import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

type SortDirection = 'asc' | 'desc';

/** The order a sortable table shows: which column, which way. */
export interface TableSort<K extends string> {
  key: K;
  direction: SortDirection;
}

interface SortableHeaderProps<K extends string> {
  header: string;
  sortKey: K;
  sort: TableSort<K> | undefined;
  onSort: (key: K) => void;
}

/** A column header that is a button: it sorts by its column and says the current order through `aria-sort`. */
export function SortableHeader<K extends string>({ header, sortKey, sort, onSort }: SortableHeaderProps<K>) {
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <th scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => {
          onSort(sortKey);
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {header}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </th>
  );
}
