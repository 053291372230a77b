import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../client/listMissing';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import type { Summary } from '../../contract/experiment';
import { AnchorLink } from '../../ui/AnchorLink';
import { ListPage } from '../../ui/ListPage';
import { OpenById } from '../../ui/OpenById';
import type { PagedTableColumn } from '../../ui/PagedTable';
import type { PageRequest } from '../../ui/pageRequest';
import { recentDynamicConfigIds } from '../../client/recentLists';
import { RelativeTime } from '../../ui/RelativeTime';

const columns: PagedTableColumn<Summary>[] = [
  {
    header: 'ID',
    cell: (config) => (
      <AnchorLink to="/dynamic-configs/$configId" params={{ configId: config.id }}>
        {config.id}
      </AnchorLink>
    ),
  },
  { header: 'Name', cell: (config) => config.name ?? '—' },
  { header: 'Description', cell: (config) => config.description ?? '—' },
  { header: 'Last modified', cell: (config) => <RelativeTime millis={config.lastModifiedTime} /> },
];

/** The dynamic configs of the server, or "open by id" where the server has no list of them. */
export function DynamicConfigsPage({ page, limit }: PageRequest) {
  // The rows stay on screen, dimmed, while another page or filter loads: the table does not flash empty.
  const query = useQuery({ ...dynamicConfigQueries.list(page, limit), placeholderData: keepPreviousData });
  return (
    <ListPage
      query={query}
      listMissing={isEndpointMissing(query.error)}
      whenListMissing={
        <OpenById
          noun="dynamic config"
          recent={recentDynamicConfigIds}
          route={(configId) => ({ to: '/dynamic-configs/$configId', params: { configId } })}
        />
      }
      caption="Dynamic configs"
      columns={columns}
      getRowKey={(config) => config.id}
      page={page}
      limit={limit}
      emptyMessage="No dynamic configs on this server yet."
    />
  );
}
