import { Badge, Group } from '@mantine/core';
import type { Layer } from '../../contract/layer';
import { AnchorLink } from '../../ui/AnchorLink';
import type { PagedTableColumn } from '../../ui/PagedTable';
import { RelativeTime } from '../../ui/RelativeTime';
import type { LayerSortKey } from './layersSearch';

/** The Layers table: every column sorts the whole list by its own value. */
export const LAYER_COLUMNS: readonly PagedTableColumn<Layer, LayerSortKey>[] = [
  {
    sortKey: 'id',
    header: 'ID',
    cell: (layer) => (
      <AnchorLink to="/layers/$layerId" params={{ layerId: layer.id }}>
        {layer.id}
      </AnchorLink>
    ),
    code: true,
  },
  { sortKey: 'description', header: 'Description', cell: (layer) => layer.description || '—' },
  { sortKey: 'idType', header: 'ID type', cell: (layer) => layer.idType ?? '—', code: true },
  { sortKey: 'implicit', header: 'Implicit', cell: (layer) => (layer.isImplicitLayer === true ? 'Yes' : 'No') },
  {
    sortKey: 'tags',
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
  { sortKey: 'team', header: 'Team', cell: (layer) => layer.team ?? '—' },
  { sortKey: 'parameters', header: 'Parameters', cell: (layer) => layer.parameters.length },
  {
    sortKey: 'lastModified',
    header: 'Last modified',
    cell: (layer) => <RelativeTime millis={layer.lastModifiedTime} />,
  },
];
