import { createFileRoute, notFound } from '@tanstack/react-router';
import { experimentQueries } from '../../../client/queries/experimentQueries';
import { PageSearchSchema } from '../../../contract/paging';
import { ExperimentNotFound } from '../../../features/experiments/ExperimentNotFound';
import { PulseLoadsPage } from '../../../features/experiments/PulseLoadsPage';
import { errorStatus } from '../../../ui/errorStatus';
import { pageRequest } from '../../../ui/pageRequest';

export const Route = createFileRoute('/experiments/$experimentId/pulse-loads')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  loader: async ({ context, params, deps }) => {
    try {
      await context.queryClient.query({
        ...experimentQueries.pulseLoads(params.experimentId, deps.page, deps.limit),
        staleTime: 'static',
      });
    } catch (error) {
      // The server answers 404 for an id no warehouse-native experiment has.
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's notFound is thrown by design.
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
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
