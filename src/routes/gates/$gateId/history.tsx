import { createFileRoute } from '@tanstack/react-router';
import { GateHistoryPreviewPage } from '../../../features/history/GateHistoryPreviewPage';

export const Route = createFileRoute('/gates/$gateId/history')({
  component: GateHistoryRoute,
});

function GateHistoryRoute() {
  const { gateId } = Route.useParams();
  return <GateHistoryPreviewPage gateId={gateId} />;
}
