import { Group, List, Stack, Text, Title } from '@mantine/core';
import type { Metric } from '../../contract/event';
import { AnchorLink } from '../../ui/AnchorLink';
import { MetricTypeBadge } from './MetricBadges';

const COUNT_DISTINCT: Record<string, string> = { users: 'Counts distinct users', events: 'Counts distinct events' };

/** A funnel metric's settings and its steps in order; each step's event opens in the explorer. */
export function MetricFunnel({ metric }: { metric: Metric }) {
  const steps = metric.funnelEventList ?? [];
  const countDistinct = metric.funnelCountDistinct;
  return (
    <Stack gap="xs" component="section" aria-labelledby="metric-funnel-heading">
      <Title order={2} size="h4" id="metric-funnel-heading">
        Funnel
      </Title>
      <Text size="sm">
        {countDistinct === undefined
          ? 'Counting not stated.'
          : (COUNT_DISTINCT[countDistinct] ?? `Counts distinct ${countDistinct}`)}
      </Text>
      {steps.length === 0 ? (
        <Text size="sm">This funnel lists no steps.</Text>
      ) : (
        <List type="ordered" spacing="xs" aria-label="Funnel steps">
          {steps.map((step, index) => (
            <List.Item key={`${String(index)}:${step.name}`}>
              <Group gap="sm" wrap="wrap">
                <AnchorLink to="/events/$eventName" params={{ eventName: step.name }}>
                  {step.name}
                </AnchorLink>
                <MetricTypeBadge type={step.type} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
