import { createFileRoute } from '@tanstack/react-router';
import { experimentQueries } from '../../../client/queries/experimentQueries';
import { PageSearchSchema } from '../../../ui/pageSearch';
import { ExperimentNotFound } from '../../../features/experiments/ExperimentNotFound';
import { PulseLoadsPage } from '../../../features/experiments/PulseLoadsPage';
import { pageRequest } from '../../../ui/pageRequest';
import { loadOrNotFound } from '../../-loadOrNotFound';

export const Route = createFileRoute('/experiments/$experimentId/pulse-loads')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  loader: async ({ context, params, deps, cause }) => {
    await loadOrNotFound(
      () =>
        context.queryClient.query({
          ...experimentQueries.pulseLoads(params.experimentId, deps.page, deps.limit),
          staleTime: 'static',
        }),
      cause,
    );
  },
  component: PulseLoadsRoute,
  notFoundComponent: PulseLoadsNotFound,
});

function PulseLoadsRoute() {
  const { experimentId } = Route.useParams();
  const { page, limit } = Route.useLoaderDeps();
  return <PulseLoadsPage experimentId={experimentId} page={page} limit={limit} />;
}

function PulseLoadsNotFound() {
  const { experimentId } = Route.useParams();
  return <ExperimentNotFound experimentId={experimentId} />;
}
