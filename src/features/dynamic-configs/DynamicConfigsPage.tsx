import { useQuery } from '@tanstack/react-query';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import type { Summary } from '../../contract/experiment';
import { AnchorLink } from '../../ui/AnchorLink';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { RelativeTime } from '../../ui/RelativeTime';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { isEndpointMissing } from '../../client/listMissing';
import { OpenDynamicConfigById } from './OpenDynamicConfigById';

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
  const query = useQuery(dynamicConfigQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Dynamic configs"
        description="Open a dynamic config to read its rules, their conditions and the values they return."
      />
      {isEndpointMissing(query.error) ? (
        <OpenDynamicConfigById />
      ) : (
        <PagedTable
          caption="Dynamic configs"
          columns={columns}
          getRowKey={(config) => config.id}
          page={page}
          limit={limit}
          emptyMessage="No dynamic configs on this server yet."
          {...pagedTableState(query)}
          {...navigation}
        />
      )}
    </>
  );
}
