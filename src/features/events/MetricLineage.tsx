import type { ReactNode } from 'react';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Metric } from '../../contract/event';
import { AnchorLink } from '../../ui/AnchorLink';
import { lineageMetricEvent } from './metricEvents';
import type { MetricUsersResult } from './useMetricUsers';

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} size="h5" mb={4} id={id}>
        {title}
      </Title>
      {children}
    </div>
  );
}

const NONE = <Text size="sm">None</Text>;

/**
 * Lineage both ways, as links: what the metric is built from (events open in the explorer; metrics open under an
 * event they are built on, so their page leads back there) and the metrics built on it.
 */
export function MetricLineage({
  metric,
  eventName,
  users,
}: {
  metric: Metric;
  eventName: string;
  users: MetricUsersResult;
}) {
  const events = metric.lineage?.events ?? [];
  const metrics = metric.lineage?.metrics ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="metric-lineage-heading">
      <Title order={2} size="h4" id="metric-lineage-heading">
        Lineage
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Column id="lineage-events-heading" title="Built on events">
          {events.length === 0 ? (
            NONE
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
        </Column>
        <Column id="lineage-metrics-heading" title="Built on metrics">
          {metrics.length === 0 ? (
            NONE
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
        </Column>
        <Column id="lineage-users-heading" title="Used by metrics">
          <UsedBy users={users} />
        </Column>
      </SimpleGrid>
    </Stack>
  );
}

/** A column's few words, not a page's alerts, in the order of the states every reading page has. */
function UsedBy({ users }: { users: MetricUsersResult }) {
  const { state } = users;
  if (state.kind === 'failed')
    return <Text size="sm">{`Could not read the metrics built on this one: ${state.error.message}`}</Text>;
  // This read is never stopped, nor told apart as missing: anything else is still reading.
  if (state.kind !== 'ready') return <Text size="sm">Looking for metrics built on this one…</Text>;
  return (
    <>
      {state.data.length === 0 ? (
        NONE
      ) : (
        <List spacing={4} aria-labelledby="lineage-users-heading">
          {state.data.map((user) => (
            <List.Item key={user.id}>
              <AnchorLink
                to="/events/$eventName/metrics/$metricId"
                params={{ eventName: user.eventName, metricId: user.id }}
              >
                {user.name}
              </AnchorLink>
            </List.Item>
          ))}
        </List>
      )}
      {users.isPartial && (
        <Text size="xs" c="dimmed" mt={4}>
          Only the first 100 metrics of each of its events were looked at.
        </Text>
      )}
    </>
  );
}
