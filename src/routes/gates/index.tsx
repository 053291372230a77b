import { createFileRoute } from '@tanstack/react-router';
import { gateQueries } from '../../client/queries/gateQueries';
import { PageSearchSchema } from '../../contract/paging';
import { GatesPreviewPage } from '../../features/gates/GatesPreviewPage';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/gates/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...gateQueries.list(deps.page, deps.limit), staleTime: 'static' }),
  component: GatesRoute,
});

function GatesRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <GatesPreviewPage page={page} limit={limit} />;
}
