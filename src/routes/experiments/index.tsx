import { createFileRoute } from '@tanstack/react-router';
import { experimentQueries } from '../../client/queries/experimentQueries';
import { PageSearchSchema } from '../../ui/pageSearch';
import { ExperimentsPage } from '../../features/experiments/ExperimentsPage';
import { pageRequest } from '../../ui/pageRequest';
import { loadListUnlessMissing } from '../-loadOrNotFound';

export const Route = createFileRoute('/experiments/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps, cause }) => {
    await loadListUnlessMissing(
      () => context.queryClient.query({ ...experimentQueries.list(deps.page, deps.limit), staleTime: 'static' }),
      cause,
    );
  },
  component: ExperimentsRoute,
});

function ExperimentsRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <ExperimentsPage page={page} limit={limit} />;
}
