import { Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { eventQueries } from '../../client/queries/eventQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { PlainSkeleton } from '../../ui/PlainSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { MetricFacts } from './MetricFacts';
import { MetricFunnel } from './MetricFunnel';
import { eventsOfMetric } from './metricEvents';
import { MetricLineage } from './MetricLineage';
import { useMetricUsers } from './useMetricUsers';
import type { Metric } from '../../contract/event';
import { readingState } from '../../ui/readingState';
import { ReadingStates } from '../../ui/ReadingStates';

/** One metric, opened from an event's metrics: its fields, funnel steps for a funnel, and its lineage as links. */
export function MetricPage({ eventName, metricId }: { eventName: string; metricId: string }) {
  const query = useQuery(eventQueries.metric(eventName, metricId));
  const metric = query.data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A metric found while opened under an event it is not built on moves under one of its own events, so the back
  // link below leads to metrics that include it; the metric is handed over and not looked up again.
  const builtOn = metric ? eventsOfMetric(metric) : [];
  const ownEvent = builtOn.includes(eventName) ? undefined : builtOn[0];
  useEffect(() => {
    if (!metric || ownEvent === undefined) return;
    queryClient.setQueryData(eventQueries.metric(ownEvent, metricId).queryKey, metric);
    void navigate({
      to: '/events/$eventName/metrics/$metricId',
      params: { eventName: ownEvent, metricId },
      replace: true,
    });
  }, [metric, ownEvent, metricId, queryClient, navigate]);
  const back = (
    <Group mb="md">
      <AnchorLink to="/events/$eventName" params={{ eventName }} search={{ tab: 'metrics' }}>
        {`Back to the metrics of ${eventName}`}
      </AnchorLink>
    </Group>
  );

  // Found or not, the answer is what was read; "not found" is the page's own words, not an error.
  const state = readingState({
    data: query.isSuccess || metric !== undefined ? { metric } : undefined,
    error: query.error,
  });
  return (
    <>
      {metric ? (
        <PageTitle
          title={metric.name}
          description={
            metric.description === undefined || metric.description === '' ? 'No description.' : metric.description
          }
        />
      ) : (
        <PageTitle
          title={metricId}
          description={
            state.kind === 'reading'
              ? "Looking for this metric among the metrics of the server's events…"
              : 'A metric built on events.'
          }
        />
      )}
      {back}
      <ReadingStates
        read={{ state, retry: () => void query.refetch(), retrying: query.isFetching }}
        errorTitle="Could not load this metric"
        loading={<PlainSkeleton height={240} />}
      >
        {metric ? (
          <Stack gap="xl">
            <MetricFacts metric={metric} />
            {(metric.type === 'funnel' || metric.funnelEventList !== undefined) && <MetricFunnel metric={metric} />}
            <LineageOf metric={metric} eventName={eventName} />
          </Stack>
        ) : (
          <Text>{`No metric with the id “${metricId}” is built on any event this server lists.`}</Text>
        )}
      </ReadingStates>
    </>
  );
}

/** Reads the metrics built on `metric` only once it is found (hooks cannot wait behind the early returns above). */
function LineageOf({ metric, eventName }: { metric: Metric; eventName: string }) {
  const users = useMetricUsers(metric);
  return <MetricLineage metric={metric} eventName={eventName} users={users} />;
}
