import { createFileRoute } from '@tanstack/react-router';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import { PageSearchSchema } from '../../ui/pageSearch';
import { AutotunesPage } from '../../features/autotunes/AutotunesPage';
import { pageRequest } from '../../ui/pageRequest';
import { waitUnlessShown } from '../-loadOrNotFound';

export const Route = createFileRoute('/autotunes/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background. Another page of
  // the list on screen is not awaited: the table keeps its rows, dimmed, until the answer comes.
  loader: async ({ context, deps, cause }) => {
    const loading = context.queryClient.query({ ...autotuneQueries.list(deps.page, deps.limit), staleTime: 'static' });
    await waitUnlessShown(loading, cause);
  },
  component: AutotunesRoute,
});

function AutotunesRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <AutotunesPage page={page} limit={limit} />;
}
