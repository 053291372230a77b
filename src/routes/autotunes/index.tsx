import { createFileRoute } from '@tanstack/react-router';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import { PageSearchSchema } from '../../ui/pageSearch';
import { AutotunesPage } from '../../features/autotunes/AutotunesPage';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/autotunes/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...autotuneQueries.list(deps.page, deps.limit), staleTime: 'static' }),
  component: AutotunesRoute,
});

function AutotunesRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <AutotunesPage page={page} limit={limit} />;
}
