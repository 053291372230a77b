import { createFileRoute } from '@tanstack/react-router';
import { gateQueries } from '../../../client/queries/gateQueries';
import { GateNotFound } from '../../../features/gates/page/GateNotFound';
import { GatePage } from '../../../features/gates/page/GatePage';
import { loadOrNotFound } from '../../-loadOrNotFound';

export const Route = createFileRoute('/gates/$gateId/')({
  loader: async ({ context, params }) => {
    await loadOrNotFound(() =>
      context.queryClient.query({ ...gateQueries.detail(params.gateId), staleTime: 'static' }),
    );
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
