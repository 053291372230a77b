import { useQuery } from '@tanstack/react-query';
import { experimentQueries } from '../../client/queries/experimentQueries';
import type { Summary } from '../../contract/experiment';
import { AnchorLink } from '../../ui/AnchorLink';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { RelativeTime } from '../../ui/RelativeTime';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { isEndpointMissing } from '../../client/listMissing';
import { OpenExperimentById } from './OpenExperimentById';

const columns: PagedTableColumn<Summary>[] = [
  {
    header: 'ID',
    cell: (experiment) => (
      <AnchorLink to="/experiments/$experimentId/pulse-loads" params={{ experimentId: experiment.id }}>
        {experiment.id}
      </AnchorLink>
    ),
  },
  { header: 'Name', cell: (experiment) => experiment.name ?? '—' },
  { header: 'Description', cell: (experiment) => experiment.description ?? '—' },
  { header: 'Last modified', cell: (experiment) => <RelativeTime millis={experiment.lastModifiedTime} /> },
];

/** The warehouse-native experiments, or "open by id" where the server has no list of them. */
export function ExperimentsPage({ page, limit }: PageRequest) {
  const query = useQuery(experimentQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Experiments"
        description="Find a warehouse-native experiment and follow the loads that compute its results."
      />
      {isEndpointMissing(query.error) ? (
        <OpenExperimentById />
      ) : (
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
      )}
    </>
  );
}
