import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Metric } from '../../contract/event';
import { AnchorLink } from '../../ui/AnchorLink';
import { lineageMetricEvent } from './metricEvents';

/**
 * What the metric is built from, as links: each event opens in the explorer, each metric id opens that metric
 * under an event it is built on, so its page leads back to that event's metrics.
 */
export function MetricLineage({ metric, eventName }: { metric: Metric; eventName: string }) {
  const events = metric.lineage?.events ?? [];
  const metrics = metric.lineage?.metrics ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="metric-lineage-heading">
      <Title order={2} size="h4" id="metric-lineage-heading">
        Lineage
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Title order={3} size="h5" mb={4} id="lineage-events-heading">
            Events
          </Title>
          {events.length === 0 ? (
            <Text size="sm">None</Text>
          ) : (
            <List spacing={4} aria-labelledby="lineage-events-heading">
              {events.map((name) => (
                <List.Item key={name}>
                  <AnchorLink to="/events/$eventName" params={{ eventName: name }}>
                    {name}
                  </AnchorLink>
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <div>
          <Title order={3} size="h5" mb={4} id="lineage-metrics-heading">
            Metrics
          </Title>
          {metrics.length === 0 ? (
            <Text size="sm">None</Text>
          ) : (
            <List spacing={4} aria-labelledby="lineage-metrics-heading">
              {metrics.map((id) => (
                <List.Item key={id}>
                  <AnchorLink
                    to="/events/$eventName/metrics/$metricId"
                    params={{ eventName: lineageMetricEvent(id, metric, eventName), metricId: id }}
                    ff="monospace"
                  >
                    {id}
                  </AnchorLink>
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </SimpleGrid>
    </Stack>
  );
}
