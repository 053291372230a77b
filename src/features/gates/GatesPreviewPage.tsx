import { useQuery } from '@tanstack/react-query';
import { gateQueries } from '../../client/queries/gateQueries';
import type { Gate } from '../../contract/gate';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { RelativeTime } from '../../ui/RelativeTime';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { AnchorLink } from '../../ui/AnchorLink';

const columns: PagedTableColumn<Gate>[] = [
  {
    header: 'ID',
    cell: (gate) => (
      <AnchorLink to="/gates/$gateId" params={{ gateId: gate.id }}>
        {gate.id}
      </AnchorLink>
    ),
  },
  { header: 'Name', cell: (gate) => gate.name ?? '—' },
  { header: 'Status', cell: (gate) => gate.status ?? '—' },
  { header: 'Last modified', cell: (gate) => <RelativeTime millis={gate.lastModifiedTime} /> },
];

/** Preview of the gates list until the full page (search, filters, create) lands. */
export function GatesPreviewPage({ page, limit }: PageRequest) {
  const query = useQuery(gateQueries.list(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Gates"
        description="Search gates, see their status at a glance and open one to edit its rules and review its history."
      />
      <PagedTable
        caption="Gates"
        columns={columns}
        getRowKey={(gate) => gate.id}
        page={page}
        limit={limit}
        emptyMessage="No gates on this server yet."
        {...pagedTableState(query)}
        {...navigation}
      />
    </>
  );
}
