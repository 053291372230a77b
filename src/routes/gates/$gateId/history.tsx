import { createFileRoute } from '@tanstack/react-router';
import { gateQueries } from '../../../client/queries/gateQueries';
import { GateHistoryPage } from '../../../features/gates/history/GateHistoryPage';
import { GateHistorySearchSchema } from '../../../features/gates/history/historySearch';
import { GateNotFound } from '../../../features/gates/page/GateNotFound';
import { pageRequest } from '../../../ui/pageRequest';
import { loadOrNotFound } from '../../-loadOrNotFound';

export const Route = createFileRoute('/gates/$gateId/history')({
  validateSearch: GateHistorySearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  // The timeline's page renders at once from the cache; comparing reads every version only when asked.
  loader: async ({ context, params, deps, cause }) => {
    await loadOrNotFound(
      () =>
        context.queryClient.query({
          ...gateQueries.versions(params.gateId, deps.page, deps.limit),
          staleTime: 'static',
        }),
      cause,
    );
  },
  component: GateHistoryRoute,
  notFoundComponent: GateHistoryNotFound,
});

function GateHistoryRoute() {
  const { gateId } = Route.useParams();
  const { page, limit } = Route.useLoaderDeps();
  const { version, against, at } = Route.useSearch();
  return <GateHistoryPage gateId={gateId} page={page} limit={limit} version={version} against={against} at={at} />;
}

function GateHistoryNotFound() {
  const { gateId } = Route.useParams();
  return <GateNotFound gateId={gateId} />;
}
