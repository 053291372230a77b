import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../client/queries/eventQueries';
import type { EventNameCount } from '../../contract/event';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { AnchorLink } from '../../ui/AnchorLink';

const columns: PagedTableColumn<EventNameCount>[] = [
  {
    header: 'Event name',
    cell: (event) => (
      <AnchorLink to="/events/$eventName" params={{ eventName: event.name }}>
        {event.name}
      </AnchorLink>
    ),
  },
  { header: 'Count', cell: (event) => event.count.toLocaleString() },
];

/** Preview of the event names list until the full page lands. */
export function EventsPreviewPage({ page, limit }: PageRequest) {
  const query = useQuery(eventQueries.names(page, limit));
  const navigation = usePageNavigation();
  return (
    <>
      <PageTitle
        title="Events"
        description="Pick an event name to see its recorded events and the metrics built on it."
      />
      <PagedTable
        caption="Event names"
        columns={columns}
        getRowKey={(event) => event.name}
        page={page}
        limit={limit}
        emptyMessage="No events recorded on this server yet."
        {...pagedTableState(query)}
        {...navigation}
      />
    </>
  );
}
