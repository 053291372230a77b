import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../client/listMissing';
import { experimentQueries } from '../../client/queries/experimentQueries';
import type { Summary } from '../../contract/experiment';
import { AnchorLink } from '../../ui/AnchorLink';
import { ListPage } from '../../ui/ListPage';
import { OpenById } from '../../ui/OpenById';
import type { PagedTableColumn } from '../../ui/PagedTable';
import type { PageRequest } from '../../ui/pageRequest';
import { recentExperimentIds } from '../../client/recentLists';
import { RelativeTime } from '../../ui/RelativeTime';

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
  // The rows stay on screen, dimmed, while another page or filter loads: the table does not flash empty.
  const query = useQuery({ ...experimentQueries.list(page, limit), placeholderData: keepPreviousData });
  return (
    <ListPage
      title="Experiments"
      description="Find a warehouse-native experiment and follow the loads that compute its results."
      query={query}
      listMissing={isEndpointMissing(query.error)}
      whenListMissing={
        <OpenById
          noun="experiment"
          recent={recentExperimentIds}
          route={(experimentId) => ({ to: '/experiments/$experimentId/pulse-loads', params: { experimentId } })}
        />
      }
      caption="Experiments"
      columns={columns}
      getRowKey={(experiment) => experiment.id}
      page={page}
      limit={limit}
      emptyMessage="No warehouse-native experiments on this server yet."
    />
  );
}
