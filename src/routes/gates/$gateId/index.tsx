import { createFileRoute } from '@tanstack/react-router';
import { GatePreviewPage } from '../../../features/gates/GatePreviewPage';

export const Route = createFileRoute('/gates/$gateId/')({
  component: GateRoute,
});

function GateRoute() {
  const { gateId } = Route.useParams();
  return <GatePreviewPage gateId={gateId} />;
}
