import { useQuery } from '@tanstack/react-query';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import type { Summary } from '../../contract/experiment';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { AnchorLink } from '../../ui/AnchorLink';

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
];

/** Preview of the dynamic configs list until the full page lands. */
export function DynamicConfigsPreviewPage({ page, limit }: PageRequest) {
  const query = useQuery(dynamicConfigQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Dynamic configs"
        description="Open a dynamic config to read its rules, their conditions and the values they return."
      />
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
    </>
  );
}
