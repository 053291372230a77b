import { createFileRoute } from '@tanstack/react-router';
import { MetricSourcePage } from '../../features/metric-sources/MetricSourcePage';

export const Route = createFileRoute('/metric-sources/$sourceName')({
  component: MetricSourceRoute,
});

function MetricSourceRoute() {
  const { sourceName } = Route.useParams();
  return <MetricSourcePage sourceName={sourceName} />;
}
