import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import type { MetricSource } from '../../contract/metricSource';
import { RelativeTime } from '../../ui/RelativeTime';
import { createdTimeOf } from './metricSourceColumns';

/** The owner as the body sent it (`ownerID`, maybe a name or email), or undefined. */
function ownerText(source: MetricSource): string | undefined {
  const owner: unknown = source.owner;
  if (typeof owner !== 'object' || owner === null) return undefined;
  const { ownerName, ownerEmail, ownerID } = owner as Record<string, unknown>;
  const parts = [ownerName, ownerEmail, ownerID].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.length === 0 ? undefined : parts.join(' · ');
}

const NONE = (
  <Text span c="dimmed" inherit>
    None
  </Text>
);

/** What the read-back record holds beyond the create answer: its owner and when it was created. */
export function MetricSourceMoreView({ source }: { source: MetricSource }) {
  const rows: [string, ReactNode][] = [
    ['Owner', ownerText(source) ?? NONE],
    ['Created', <RelativeTime key="created" millis={createdTimeOf(source)} />],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Owner and created time">
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={180} scope="row">
              {name}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
