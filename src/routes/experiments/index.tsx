import { createFileRoute } from '@tanstack/react-router';
import { experimentQueries } from '../../client/queries/experimentQueries';
import { PageSearchSchema } from '../../contract/paging';
import { ExperimentsPage } from '../../features/experiments/ExperimentsPage';
import { isListMissing } from '../../features/experiments/listFallback';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/experiments/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps }) => {
    try {
      await context.queryClient.query({ ...experimentQueries.list(deps.page, deps.limit), staleTime: 'static' });
    } catch (error) {
      // A server without the list extension: the page offers "open by id" instead of an error view.
      if (!isListMissing(error)) throw error;
    }
  },
  component: ExperimentsRoute,
});

function ExperimentsRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <ExperimentsPage page={page} limit={limit} />;
}
