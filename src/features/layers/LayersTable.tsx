import type { ReactNode } from 'react';
import { Badge, Group, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Layer } from '../../contract/layer';
import { AnchorLink } from '../../ui/AnchorLink';
import { RelativeTime } from '../../ui/RelativeTime';
import classes from '../../ui/visuallyHidden.module.css';
import type { LayerSortKey, SortDirection } from './sortLayers';
import { RetryAlert } from '../../ui/RetryAlert';

interface Column {
  key: LayerSortKey;
  header: string;
  cell: (layer: Layer) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  {
    key: 'id',
    header: 'ID',
    cell: (layer) => (
      <AnchorLink to="/layers/$layerId" params={{ layerId: layer.id }} style={{ overflowWrap: 'anywhere' }}>
        {layer.id}
      </AnchorLink>
    ),
  },
  { key: 'description', header: 'Description', cell: (layer) => layer.description || '—' },
  { key: 'idType', header: 'ID type', cell: (layer) => layer.idType ?? '—' },
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
      <Table.Tr key={index} aria-hidden>
        {COLUMNS.map((column) => (
          <Table.Td key={column.key}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <FullWidthRow span={span}>{empty}</FullWidthRow>
    );
  } else {
    body = rows.map((layer) => (
      <Table.Tr key={layer.id}>
        {COLUMNS.map((column) => (
          <Table.Td key={column.key}>{column.cell(layer)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover aria-busy={isLoading}>
        <Table.Caption className={classes.hidden}>Layers</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SortableHeader({ column, sort, onSort }: { column: Column; sort: LayersTableProps['sort']; onSort: LayersTableProps['onSort'] }) {
  const direction = sort?.key === column.key ? sort.direction : undefined;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => {
          onSort(column.key);
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.header}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>{children}</Table.Td>
    </Table.Tr>
  );
}
