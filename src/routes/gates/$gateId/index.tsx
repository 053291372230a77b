import { createFileRoute, notFound } from '@tanstack/react-router';
import { gateQueries } from '../../../client/queries/gateQueries';
import { GateNotFound } from '../../../features/gates/page/GateNotFound';
import { GatePage } from '../../../features/gates/page/GatePage';
import { errorStatus } from '../../../ui/errorStatus';

export const Route = createFileRoute('/gates/$gateId/')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.query({ ...gateQueries.detail(params.gateId), staleTime: 'static' });
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's notFound is thrown by design.
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
  },
  component: GateRoute,
  notFoundComponent: GateRouteNotFound,
});

function GateRoute() {
  const { gateId } = Route.useParams();
  return <GatePage gateId={gateId} />;
}

function GateRouteNotFound() {
  const { gateId } = Route.useParams();
  return <GateNotFound gateId={gateId} />;
}
