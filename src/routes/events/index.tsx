import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '../../client/queries/eventQueries';
import { PageSearchSchema } from '../../ui/pageSearch';
import { EventsPage } from '../../features/events/EventsPage';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/events/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // No await: an upstream without the event-names extension answers 404, and the page then offers the picker alone.
  loader: ({ context, deps }) => {
    context.queryClient.query(eventQueries.names(deps.page, deps.limit)).catch(() => undefined);
  },
  component: EventsRoute,
});

function EventsRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <EventsPage page={page} limit={limit} />;
}
