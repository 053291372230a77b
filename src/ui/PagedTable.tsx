import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Pagination } from '../contract/envelope';
import { EmptyPage } from './EmptyPage';
import table from './pagedTable.module.css';
import type { UnreadableRow } from './pagedTableState';
import { Pager } from './Pager';
import { RetryAlert } from './RetryAlert';
import { SortableHeader, type TableSort } from './SortableHeader';
import { TableScroll } from './TableScroll';
import { PlainSkeleton } from './PlainSkeleton';
import visually from './visuallyHidden.module.css';

/** One column: its header text and how a row renders in it. */
export interface PagedTableColumn<T, K extends string = string> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Code-like values (ids, keys): kept on one line, never broken mid-word. */
  code?: boolean;
  /** What clicking the header sorts by, on a table given `onSort`. */
  sortKey?: K;
}

export interface PagedTableProps<T, K extends string = string> {
  /** The table's accessible name; not shown. */
  caption: string;
  columns: readonly PagedTableColumn<T, K>[];
  rows: readonly T[] | undefined;
  /** Records of this page the console could not read: left out of the rows and named under the table. */
  unreadable?: readonly UnreadableRow[] | undefined;
  getRowKey: (row: T) => string;
  pagination: Pagination | undefined;
  isLoading: boolean;
  /** The rows shown are the previous page's or filter's, kept while the asked ones load: dimmed and busy. */
  isRefreshing?: boolean | undefined;
  /** A failed load with nothing to show; a failed refresh over shown rows is reported elsewhere. */
  error: { message: string } | null;
  onRetry: () => void;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** What an empty first page says; an empty later page says it is past the end and offers the last page. */
  emptyMessage: string;
  /** The current order of a table whose headers sort; the rows arrive already in that order. */
  sort?: TableSort<K> | undefined;
  /** Makes the headers of columns with a `sortKey` buttons that ask for that order. */
  onSort?: (key: K) => void;
}

const SKELETON_ROWS = 5;

/** A table of one page of a list, with loading, empty and error states and a pager below it. */
export function PagedTable<T, K extends string = string>(props: PagedTableProps<T, K>) {
  const { caption, columns, rows, getRowKey, isLoading, isRefreshing, error, onRetry, emptyMessage, sort, onSort } =
    props;
  const span = columns.length;
  const refreshing = isRefreshing === true;

  let body: ReactNode;
  if (error) {
    body = (
      <FullWidthRow span={span}>
        <RetryAlert title="Could not load this list" error={error} onRetry={onRetry} />
      </FullWidthRow>
    );
  } else if (isLoading || rows === undefined) {
    // Hidden from assistive technology (aria-busy says "loading"), so placeholders never count as rows.
    body = Array.from({ length: Math.min(SKELETON_ROWS, props.limit) }, (_, index) => (
      <tr key={index} aria-hidden>
        {columns.map((column) => (
          <td key={column.header}>
            <PlainSkeleton height={12} radius="sm" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <FullWidthRow span={span}>
        <EmptyPage
          page={props.page}
          pagination={props.pagination}
          emptyMessage={emptyMessage}
          onPageChange={props.onPageChange}
        />
      </FullWidthRow>
    );
  } else {
    body = rows.map((row) => (
      <tr key={getRowKey(row)}>
        {columns.map((column) => (
          <td key={column.header} className={column.code ? table.code : undefined}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div>
      {/* Plain elements styled like Mantine's Table (see the CSS module): a narrow screen scrolls the table sideways. */}
      <TableScroll label={caption}>
        <table className={table.table} aria-busy={isLoading || refreshing}>
          <caption className={visually.hidden}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) =>
                onSort && column.sortKey !== undefined ? (
                  <SortableHeader
                    key={column.header}
                    header={column.header}
                    sortKey={column.sortKey}
                    sort={sort}
                    onSort={onSort}
                  />
                ) : (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className={table.body} data-refreshing={refreshing || undefined}>
            {body}
          </tbody>
        </table>
      </TableScroll>
      {props.unreadable !== undefined && props.unreadable.length > 0 && <UnreadableNote records={props.unreadable} />}
      <Pager
        page={props.page}
        limit={props.limit}
        pagination={props.pagination}
        onPageChange={props.onPageChange}
        onLimitChange={props.onLimitChange}
      />
    </div>
  );
}

/** Names the records left out, so one odd record is reported instead of failing the whole page. */
function UnreadableNote({ records }: { records: readonly UnreadableRow[] }) {
  const count = records.length;
  const names = records.map((record) => `${record.id ?? 'a record without an id'} (${record.problem})`).join('; ');
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {`${String(count)} record${count === 1 ? '' : 's'} on this page could not be read and ${count === 1 ? 'is' : 'are'} not shown: ${names}`}
    </Text>
  );
}

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span}>{children}</td>
    </tr>
  );
}
