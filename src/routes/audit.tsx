import { createFileRoute } from '@tanstack/react-router';
import { auditLogQueries } from '../client/queries/auditLogQueries';
import { AuditLogPage } from '../features/audit/AuditLogPage';
import { auditFilters, AuditSearchSchema } from '../features/audit/auditSearch';
import { pageRequest } from '../ui/pageRequest';
import { loadListUnlessMissing } from './-loadOrNotFound';

export const Route = createFileRoute('/audit')({
  validateSearch: AuditSearchSchema,
  loaderDeps: ({ search }) => ({ ...pageRequest(search), filters: auditFilters(search) }),
  // Cached data (even stale) renders at once; the page's own query refreshes it in the background.
  loader: async ({ context, deps, cause }) => {
    await loadListUnlessMissing(
      () =>
        context.queryClient.query({
          ...auditLogQueries.list(deps.page, deps.limit, deps.filters),
          staleTime: 'static',
        }),
      cause,
    );
  },
  component: AuditRoute,
});

function AuditRoute() {
  const { page, limit, filters } = Route.useLoaderDeps();
  return <AuditLogPage page={page} limit={limit} filters={filters} />;
}
