import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Table, Text } from '@mantine/core';
import type { Pagination } from '../contract/envelope';
import { Pager } from './Pager';
import classes from './visuallyHidden.module.css';

/** One column: its header text and how a row renders in it. */
export interface PagedTableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface PagedTableProps<T> {
  /** The table's accessible name; not shown. */
  caption: string;
  columns: readonly PagedTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string;
  pagination: Pagination | undefined;
  isLoading: boolean;
  /** A failed load with nothing to show; a failed refresh over shown rows is reported elsewhere. */
  error: { message: string } | null;
  onRetry: () => void;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  emptyMessage: string;
}

const SKELETON_ROWS = 5;

/** A table of one page of a list, with loading, empty and error states and a pager below it. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { caption, columns, rows, getRowKey, isLoading, error, onRetry, emptyMessage } = props;
  const span = columns.length;

  let body: ReactNode;
  if (error) {
    body = (
      <FullWidthRow span={span}>
        <Alert color="red" title="Could not load this list">
          <Text size="sm" mb="sm">
            {error.message}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        </Alert>
      </FullWidthRow>
    );
  } else if (isLoading || rows === undefined) {
    // Hidden from assistive technology (aria-busy says "loading"), so placeholders never count as rows.
    body = Array.from({ length: Math.min(SKELETON_ROWS, props.limit) }, (_, index) => (
      <Table.Tr key={index} aria-hidden>
        {columns.map((column) => (
          <Table.Td key={column.header}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <FullWidthRow span={span}>
        <Text size="sm" py="md" ta="center">
          {emptyMessage}
        </Text>
      </FullWidthRow>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={getRowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <div>
      <Table.ScrollContainer minWidth={480} type="native">
        <Table striped highlightOnHover aria-busy={isLoading}>
          <Table.Caption className={classes.hidden}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>{children}</Table.Td>
    </Table.Tr>
  );
}
