import { createFileRoute } from '@tanstack/react-router';
import { AutotunePage } from '../../features/autotunes/AutotunePage';

export const Route = createFileRoute('/autotunes/$autotuneId')({
  component: AutotuneRoute,
});

function AutotuneRoute() {
  const { autotuneId } = Route.useParams();
  return <AutotunePage autotuneId={autotuneId} />;
}
