import { createFileRoute } from '@tanstack/react-router';
import { PageSearchSchema } from '../../../contract/paging';
import { PulseLoadsPreviewPage } from '../../../features/experiments/PulseLoadsPreviewPage';

export const Route = createFileRoute('/experiments/$experimentId/pulse-loads')({
  validateSearch: PageSearchSchema,
  component: PulseLoadsRoute,
});

function PulseLoadsRoute() {
  const { experimentId } = Route.useParams();
  return <PulseLoadsPreviewPage experimentId={experimentId} />;
}
