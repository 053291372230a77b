import { createFileRoute } from '@tanstack/react-router';
import { gateQueries } from '../../client/queries/gateQueries';
import { GatesPage } from '../../features/gates/list/GatesPage';
import { GatesSearchSchema, searchText } from '../../features/gates/list/gatesSearch';
import { errorStatus } from '../../ui/errorStatus';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/gates/')({
  validateSearch: GatesSearchSchema,
  loaderDeps: ({ search }) => ({ ...pageRequest(search), search: searchText(search) }),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps }) => {
    try {
      await context.queryClient.query({ ...gateQueries.list(deps.page, deps.limit, deps.search), staleTime: 'static' });
    } catch (error) {
      // A server without the list extension: the page offers "open by id" instead of an error view.
      if (errorStatus(error) !== 404) throw error;
    }
  },
  component: GatesRoute,
});

function GatesRoute() {
  const { page, limit, search } = Route.useLoaderDeps();
  return <GatesPage page={page} limit={limit} search={search} />;
}
