import { createFileRoute } from '@tanstack/react-router';
import { layerQueries } from '../../client/queries/layerQueries';
import { LayersPage } from '../../features/layers/LayersPage';
import { LayersSearchSchema } from '../../features/layers/layersSearch';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/layers/')({
  validateSearch: LayersSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...layerQueries.list(deps.page, deps.limit), staleTime: 'static' }),
  component: LayersRoute,
});

function LayersRoute() {
  const { page, limit } = Route.useLoaderDeps();
  const { q, sort, dir } = Route.useSearch();
  return (
    <LayersPage page={page} limit={limit} filter={q ?? ''} sort={sort ? { key: sort, direction: dir ?? 'asc' } : undefined} />
  );
}
