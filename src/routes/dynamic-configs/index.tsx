import { createFileRoute } from '@tanstack/react-router';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import { PageSearchSchema } from '../../contract/paging';
import { isConfigListMissing } from '../../features/dynamic-configs/configListMissing';
import { DynamicConfigsPage } from '../../features/dynamic-configs/DynamicConfigsPage';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/dynamic-configs/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps }) => {
    try {
      await context.queryClient.query({ ...dynamicConfigQueries.list(deps.page, deps.limit), staleTime: 'static' });
    } catch (error) {
      // A server without the list extension: the page offers "open by id" instead of an error view.
      if (!isConfigListMissing(error)) throw error;
    }
  },
  component: DynamicConfigsRoute,
});

function DynamicConfigsRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <DynamicConfigsPage page={page} limit={limit} />;
}
