import { createFileRoute } from '@tanstack/react-router';
import { NewMetricSourcePage } from '../../features/metric-sources/NewMetricSourcePage';
import { MetricSourceSearchSchema } from '../../features/metric-sources/metricSourceSearch';

export const Route = createFileRoute('/metric-sources/new')({
  validateSearch: MetricSourceSearchSchema,
  component: NewMetricSourceRoute,
});

function NewMetricSourceRoute() {
  const { created, copyOf } = Route.useSearch();
  return <NewMetricSourcePage created={created} copyOf={copyOf} />;
}
