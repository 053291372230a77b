import { createFileRoute } from '@tanstack/react-router';
import { layerQueries } from '../../client/queries/layerQueries';
import { PageSearchSchema } from '../../contract/paging';
import { LayersPreviewPage } from '../../features/layers/LayersPreviewPage';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/layers/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...layerQueries.list(deps.page, deps.limit), staleTime: 'static' }),
  component: LayersRoute,
});

function LayersRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <LayersPreviewPage page={page} limit={limit} />;
}
