import { createFileRoute } from '@tanstack/react-router';
import { eventPageQuery } from '../../../client/queries/eventPageQuery';
import { EventPage } from '../../../features/events/EventPage';
import { EventSearchSchema } from '../../../features/events/eventSearch';
import { pageRequest } from '../../../ui/pageRequest';
import { waitUnlessShown } from '../../-loadOrNotFound';

export const Route = createFileRoute('/events/$eventName/')({
  validateSearch: EventSearchSchema,
  loaderDeps: ({ search }) => ({ ...pageRequest(search), tab: search.tab ?? 'events' }),
  // Only the first page is awaited: an event name with no events is an empty list (200), never a 404. Another tab
  // or page of the page on screen is not: the tabs keep the focus, and the tab shows its own loading view.
  loader: async ({ context, params, deps, cause }) => {
    const loadMetrics = async () => {
      // The metrics' schemas (zod) load with the metrics tab, not with the events' first rows.
      const { eventQueries } = await import('../../../client/queries/eventQueries');
      await context.queryClient.query({
        ...eventQueries.metrics(params.eventName, deps.page, deps.limit),
        staleTime: 'static',
      });
    };
    const loading =
      deps.tab === 'metrics'
        ? loadMetrics()
        : context.queryClient.query({
            ...eventPageQuery(params.eventName, deps.page, deps.limit),
            staleTime: 'static',
          });
    await waitUnlessShown(loading, cause);
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
