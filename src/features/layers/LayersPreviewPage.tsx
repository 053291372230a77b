import { useQuery } from '@tanstack/react-query';
import { layerQueries } from '../../client/queries/layerQueries';
import type { Layer } from '../../contract/layer';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { AnchorLink } from '../../ui/AnchorLink';

const columns: PagedTableColumn<Layer>[] = [
  {
    header: 'ID',
    cell: (layer) => (
      <AnchorLink to="/layers/$layerId" params={{ layerId: layer.id }}>
        {layer.id}
      </AnchorLink>
    ),
  },
  { header: 'Description', cell: (layer) => layer.description || '—' },
  { header: 'Parameters', cell: (layer) => layer.parameters.length },
];

/** Preview of the layers list until the full page lands. */
export function LayersPreviewPage({ page, limit }: PageRequest) {
  const query = useQuery(layerQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Layers"
        description="Browse layers and open one to see its parameters and the values each targeting gate and holdout sets."
      />
      <PagedTable
        caption="Layers"
        columns={columns}
        getRowKey={(layer) => layer.id}
        page={page}
        limit={limit}
        emptyMessage="No layers on this server yet."
        {...pagedTableState(query)}
        {...navigation}
      />
    </>
  );
}
