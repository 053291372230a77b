import type { ReactNode } from 'react';
import { CopyButton, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { Metric } from '../../contract/event';
import { PlainActionIcon } from '../../ui/PlainActionIcon';
import { RelativeTime } from '../../ui/RelativeTime';
import { Directionality, MetricFlags, MetricTags, MetricTypeBadge } from './MetricBadges';

/** The metric's fields as a two-column table: its id (name::type) with a copy button first. */
export function MetricFacts({ metric }: { metric: Metric }) {
  const creator =
    metric.creatorName === undefined
      ? '—'
      : metric.creatorEmail
        ? `${metric.creatorName} (${metric.creatorEmail})`
        : metric.creatorName;
  const facts: [string, ReactNode][] = [
    ['Metric id', <MetricId key="id" id={metric.id} />],
    ['Type', <MetricTypeBadge key="type" type={metric.type} />],
    ['Direction', <Directionality key="direction" value={metric.directionality} />],
    ['Tags', <MetricTags key="tags" tags={metric.tags} />],
    ['Flags', <MetricFlags key="flags" metric={metric} />],
    ['Owner', metric.owner?.name ?? '—'],
    ['Creator', creator],
    ['Team', metric.team ?? '—'],
    ['Created', <RelativeTime key="created" millis={metric.createdTime} />],
  ];
  return (
    <Table maw={720} variant="vertical" withTableBorder aria-label="Metric details">
      <Table.Tbody>
        {facts.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={160}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MetricId({ id }: { id: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {id}
      </Text>
      <CopyButton value={id} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy metric id'} withArrow>
            <PlainActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label={copied ? 'Copied metric id' : 'Copy metric id'}
              onClick={copy}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </PlainActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
