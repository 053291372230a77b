import { createFileRoute } from '@tanstack/react-router';
import { AutotunePreviewPage } from '../../features/autotunes/AutotunePreviewPage';

export const Route = createFileRoute('/autotunes/$autotuneId')({
  component: AutotuneRoute,
});

function AutotuneRoute() {
  const { autotuneId } = Route.useParams();
  return <AutotunePreviewPage autotuneId={autotuneId} />;
}
