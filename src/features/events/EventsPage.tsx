import { isEndpointMissing } from '../../client/listMissing';
import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../client/queries/eventQueries';
import type { EventNameCount } from '../../contract/event';
import { AnchorLink } from '../../ui/AnchorLink';
import { PagedTable, type PagedTableColumn } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { EventNamePicker } from './EventNamePicker';
import { recentEventNames } from '../../client/recentLists';
import { countText } from '../../ui/countText';

const columns: PagedTableColumn<EventNameCount>[] = [
  {
    header: 'Event name',
    cell: (event) => (
      <AnchorLink
        to="/events/$eventName"
        params={{ eventName: event.name }}
        onClick={() => {
          recentEventNames.remember(event.name);
        }}
      >
        {event.name}
      </AnchorLink>
    ),
  },
  { header: 'Events recorded', cell: (event) => countText(event.count) },
];

/** The event-name picker, and the server's event names with their counts when it offers that extension. */
export function EventsPage({ page, limit }: PageRequest) {
  const query = useQuery(eventQueries.names(page, limit));
  const navigation = usePageNavigation();
  // An upstream without the event-names extension answers 404: the picker alone remains.
  const hasNames = !isEndpointMissing(query.error);
  return (
    <>
      <PageTitle
        title="Events"
        description="Pick an event name to see its recorded events and the metrics built on it."
      />
      <EventNamePicker />
      {hasNames && (
        <>
          <Title order={2} size="h3" mb="sm">
            Event names on this server
          </Title>
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
      )}
    </>
  );
}
