import { createFileRoute } from '@tanstack/react-router';
import { eventPageQuery } from '../../../client/queries/eventPageQuery';
import { EventPage } from '../../../features/events/EventPage';
import { EventSearchSchema } from '../../../features/events/eventSearch';
import { pageRequest } from '../../../ui/pageRequest';

export const Route = createFileRoute('/events/$eventName/')({
  validateSearch: EventSearchSchema,
  loaderDeps: ({ search }) => ({ ...pageRequest(search), tab: search.tab ?? 'events' }),
  // Only the first page is awaited: an event name with no events is an empty list (200), never a 404.
  loader: async ({ context, params, deps }) => {
    if (deps.tab === 'metrics') {
      // The metrics' schemas (zod) load with the metrics tab, not with the events' first rows.
      const { eventQueries } = await import('../../../client/queries/eventQueries');
      await context.queryClient.query({
        ...eventQueries.metrics(params.eventName, deps.page, deps.limit),
        staleTime: 'static',
      });
    } else {
      await context.queryClient.query({
        ...eventPageQuery(params.eventName, deps.page, deps.limit),
        staleTime: 'static',
      });
    }
  },
  component: EventRoute,
});

function EventRoute() {
  const { eventName } = Route.useParams();
  const { page, limit, tab } = Route.useLoaderDeps();
  const search = Route.useSearch();
  return (
    <EventPage
      eventName={eventName}
      tab={tab}
      page={page}
      limit={limit}
      pages={search.pages ?? 1}
      filters={{ user: search.user ?? '', source: search.source ?? '', meta: search.meta ?? '' }}
    />
  );
}
