import { useQuery } from '@tanstack/react-query';
import { experimentQueries } from '../../client/queries/experimentQueries';
import type { Summary } from '../../contract/experiment';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { AnchorLink } from '../../ui/AnchorLink';

const columns: PagedTableColumn<Summary>[] = [
  { header: 'ID', cell: (experiment) => experiment.id },
  { header: 'Name', cell: (experiment) => experiment.name ?? '—' },
  {
    header: 'Results',
    cell: (experiment) => (
      <AnchorLink
        to="/experiments/$experimentId/pulse-loads"
        params={{ experimentId: experiment.id }}
      >
        Pulse loads
      </AnchorLink>
    ),
  },
];

/** Preview of the experiments list until the full page lands. */
export function ExperimentsPreviewPage({ page, limit }: PageRequest) {
  const query = useQuery(experimentQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Experiments"
        description="Find a warehouse-native experiment and follow the loads that compute its results."
      />
      <PagedTable
        caption="Experiments"
        columns={columns}
        getRowKey={(experiment) => experiment.id}
        page={page}
        limit={limit}
        emptyMessage="No warehouse-native experiments on this server yet."
        {...pagedTableState(query)}
        {...navigation}
      />
    </>
  );
}
