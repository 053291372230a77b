import { createFileRoute } from '@tanstack/react-router';
import { EventSearchSchema } from '../../features/events/eventSearch';
import { EventPreviewPage } from '../../features/events/EventPreviewPage';

export const Route = createFileRoute('/events/$eventName')({
  validateSearch: EventSearchSchema,
  component: EventRoute,
});

function EventRoute() {
  const { eventName } = Route.useParams();
  const tab = Route.useSearch({ select: (search) => search.tab ?? 'events' });
  return <EventPreviewPage eventName={eventName} tab={tab} />;
}
