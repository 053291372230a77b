import { createFileRoute } from '@tanstack/react-router';
import { GatesPage } from '../../features/gates/list/GatesPage';
import { gateRowsQuery } from '../../client/queries/gateRowsQuery';
import { gateListFilters, GatesSearchSchema, searchText } from '../../features/gates/list/gatesSearch';
import { pageRequest } from '../../ui/pageRequest';
import { loadListUnlessMissing } from '../-loadOrNotFound';

export const Route = createFileRoute('/gates/')({
  validateSearch: GatesSearchSchema,
  loaderDeps: ({ search }) => ({
    ...pageRequest(search),
    search: searchText(search),
    filters: gateListFilters(search),
  }),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps, cause }) => {
    await loadListUnlessMissing(
      () =>
        context.queryClient.query({
          ...gateRowsQuery(deps.page, deps.limit, deps.search, deps.filters),
          staleTime: 'static',
        }),
      cause,
    );
  },
  component: GatesRoute,
});

function GatesRoute() {
  const { page, limit, search, filters } = Route.useLoaderDeps();
  return <GatesPage page={page} limit={limit} search={search} filters={filters} />;
}
