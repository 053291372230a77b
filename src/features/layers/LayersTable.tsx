import type { ReactNode } from 'react';
import { Badge, Group, Skeleton, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Layer } from '../../contract/layer';
import { AnchorLink } from '../../ui/AnchorLink';
import { RelativeTime } from '../../ui/RelativeTime';
import table from '../../ui/pagedTable.module.css';
import classes from '../../ui/visuallyHidden.module.css';
import type { LayerSortKey, SortDirection } from './sortLayers';
import { RetryAlert } from '../../ui/RetryAlert';
import { TableScroll } from '../../ui/TableScroll';

interface Column {
  key: LayerSortKey;
  header: string;
  cell: (layer: Layer) => ReactNode;
  /** Code-like values: kept on one line, never broken mid-word. */
  code?: boolean;
}

const COLUMNS: readonly Column[] = [
  {
    key: 'id',
    header: 'ID',
    cell: (layer) => (
      <AnchorLink to="/layers/$layerId" params={{ layerId: layer.id }}>
        {layer.id}
      </AnchorLink>
    ),
    code: true,
  },
  { key: 'description', header: 'Description', cell: (layer) => layer.description || '—' },
  { key: 'idType', header: 'ID type', cell: (layer) => layer.idType ?? '—', code: true },
  { key: 'implicit', header: 'Implicit', cell: (layer) => (layer.isImplicitLayer === true ? 'Yes' : 'No') },
  {
    key: 'tags',
    header: 'Tags',
    cell: (layer) =>
      layer.tags.length === 0 ? (
        '—'
      ) : (
        <Group gap={4}>
          {layer.tags.map((tag) => (
            <Badge key={tag} variant="light" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
  },
  { key: 'team', header: 'Team', cell: (layer) => layer.team ?? '—' },
  { key: 'parameters', header: 'Parameters', cell: (layer) => layer.parameters.length },
  { key: 'lastModified', header: 'Last modified', cell: (layer) => <RelativeTime millis={layer.lastModifiedTime} /> },
];

interface LayersTableProps {
  rows: readonly Layer[] | undefined;
  isLoading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  /** Shown in the table when there are no rows. */
  empty: ReactNode;
  sort: { key: LayerSortKey; direction: SortDirection } | undefined;
  onSort: (key: LayerSortKey) => void;
}

const SKELETON_ROWS = 5;

/** One page of layers with headers that sort every layer; the pager sits outside it. */
export function LayersTable({ rows, isLoading, error, onRetry, empty, sort, onSort }: LayersTableProps) {
  const span = COLUMNS.length;
  let body: ReactNode;
  if (error) {
    body = (
      <FullWidthRow span={span}>
        <RetryAlert title="Could not load this list" error={error} onRetry={onRetry} />
      </FullWidthRow>
    );
  } else if (isLoading || rows === undefined) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <tr key={index} aria-hidden>
        {COLUMNS.map((column) => (
          <td key={column.key}>
            <Skeleton height={12} radius="sm" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = <FullWidthRow span={span}>{empty}</FullWidthRow>;
  } else {
    body = rows.map((layer) => (
      <tr key={layer.id}>
        {COLUMNS.map((column) => (
          <td key={column.key} className={column.code ? table.code : undefined}>
            {column.cell(layer)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // The shared table look (ui/pagedTable.module.css): a narrow screen scrolls the table sideways.
    <TableScroll label="Layers">
      <table className={table.table} aria-busy={isLoading}>
        <caption className={classes.hidden}>Layers</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className={table.body}>{body}</tbody>
      </table>
    </TableScroll>
  );
}

function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: LayersTableProps['sort'];
  onSort: LayersTableProps['onSort'];
}) {
  const direction = sort?.key === column.key ? sort.direction : undefined;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <th scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => {
          onSort(column.key);
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {column.header}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </th>
  );
}

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span}>{children}</td>
    </tr>
  );
}
