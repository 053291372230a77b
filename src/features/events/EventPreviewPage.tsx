import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import type { EventTab } from './eventSearch';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of an event name's page until the events and metrics tabs land. */
export function EventPreviewPage({ eventName, tab }: { eventName: string; tab: EventTab }) {
  const showing = tab === 'metrics' ? 'the metrics built on this event' : 'the recorded events of this name';
  return (
    <>
      <PageTitle
        title={eventName}
        description={`This page will list ${showing}, with their values, users and metadata.`}
      />
      <Group gap="lg">
        <AnchorLink
          to="/events/$eventName"
          params={{ eventName }}
          search={{ tab: 'events' }}
          activeOptions={{ includeSearch: true }}
        >
          Recorded events
        </AnchorLink>
        <AnchorLink
          to="/events/$eventName"
          params={{ eventName }}
          search={{ tab: 'metrics' }}
          activeOptions={{ includeSearch: true }}
        >
          Metrics
        </AnchorLink>
        <AnchorLink to="/events">
          Back to events
        </AnchorLink>
      </Group>
    </>
  );
}
