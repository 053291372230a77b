import { createFileRoute } from '@tanstack/react-router';
import { layerQueries } from '../../client/queries/layerQueries';
import { LayersPage } from '../../features/layers/LayersPage';
import { LayersSearchSchema } from '../../features/layers/layersSearch';
import { pageRequest } from '../../ui/pageRequest';
import { waitUnlessShown } from '../-loadOrNotFound';

export const Route = createFileRoute('/layers/')({
  validateSearch: LayersSearchSchema,
  // Only whether a filter or sort is on matters to the loader, so typing in the filter does not reload the route.
  loaderDeps: ({ search }) => ({
    ...pageRequest(search),
    whole: Boolean(search.q?.trim()) || search.sort !== undefined,
  }),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background. A sort or
  // filter covers every layer, so it needs the whole list rather than one page. Another page or filter of the page
  // on screen is not awaited: the table keeps its rows, dimmed, until the answer comes.
  loader: async ({ context, deps, cause }) => {
    const loading = deps.whole
      ? context.queryClient.query({ ...layerQueries.everything(), staleTime: 'static' })
      : context.queryClient.query({ ...layerQueries.list(deps.page, deps.limit), staleTime: 'static' });
    await waitUnlessShown(loading, cause);
  },
  component: LayersRoute,
});

function LayersRoute() {
  const { page, limit } = Route.useLoaderDeps();
  const { q, sort, dir } = Route.useSearch();
  return (
    <LayersPage
      page={page}
      limit={limit}
      filter={q ?? ''}
      sort={sort ? { key: sort, direction: dir ?? 'asc' } : undefined}
    />
  );
}
