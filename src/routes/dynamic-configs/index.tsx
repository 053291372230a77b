import { createFileRoute } from '@tanstack/react-router';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import { PageSearchSchema } from '../../ui/pageSearch';
import { DynamicConfigsPage } from '../../features/dynamic-configs/DynamicConfigsPage';
import { pageRequest } from '../../ui/pageRequest';
import { loadListUnlessMissing } from '../-loadOrNotFound';

export const Route = createFileRoute('/dynamic-configs/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps, cause }) => {
    await loadListUnlessMissing(
      () => context.queryClient.query({ ...dynamicConfigQueries.list(deps.page, deps.limit), staleTime: 'static' }),
      cause,
    );
  },
  component: DynamicConfigsRoute,
});

function DynamicConfigsRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <DynamicConfigsPage page={page} limit={limit} />;
}
