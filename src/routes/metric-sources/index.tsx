import { createFileRoute } from '@tanstack/react-router';
import { PageSearchSchema } from '../../ui/pageSearch';
import { MetricSourcesPage } from '../../features/metric-sources/MetricSourcesPage';
import { pageRequest } from '../../ui/pageRequest';

export const Route = createFileRoute('/metric-sources/')({
  validateSearch: PageSearchSchema,
  loaderDeps: ({ search }) => pageRequest(search),
  component: MetricSourcesRoute,
});

function MetricSourcesRoute() {
  const { page, limit } = Route.useLoaderDeps();
  return <MetricSourcesPage page={page} limit={limit} />;
}
