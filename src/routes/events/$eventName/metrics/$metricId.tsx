import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '../../../../client/queries/eventQueries';
import { MetricPage } from '../../../../features/events/MetricPage';

export const Route = createFileRoute('/events/$eventName/metrics/$metricId')({
  // Not awaited: finding a metric may take several requests; the page shows that it is looking.
  loader: ({ context, params }) => {
    context.queryClient.query(eventQueries.metric(params.eventName, params.metricId)).catch(() => undefined);
  },
  component: MetricRoute,
});

function MetricRoute() {
  const { eventName, metricId } = Route.useParams();
  return <MetricPage eventName={eventName} metricId={metricId} />;
}
