import type { ReactNode } from 'react';
import { Code, Table, Text } from '@mantine/core';
import type { MetricSource } from '../../contract/metricSource';
import { RelativeTime } from '../../ui/RelativeTime';
import { createdTimeOf } from './metricSourceColumns';

interface CustomField {
  key: string;
  formula: string;
}

function customFieldsOf(source: MetricSource): CustomField[] {
  const fields: unknown = source.customFieldMapping;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (field): field is CustomField =>
      typeof field === 'object' && field !== null && typeof (field as CustomField).key === 'string' && typeof (field as CustomField).formula === 'string',
  );
}

/** The owner as the body sent it (`ownerID`, maybe a name or email), or undefined. */
function ownerText(source: MetricSource): string | undefined {
  const owner: unknown = source.owner;
  if (typeof owner !== 'object' || owner === null) return undefined;
  const { ownerName, ownerEmail, ownerID } = owner as Record<string, unknown>;
  const parts = [ownerName, ownerEmail, ownerID].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length === 0 ? undefined : parts.join(' · ');
}

const NONE = (
  <Text span c="dimmed" inherit>
    None
  </Text>
);

/** What the read-back record holds beyond the create answer: custom fields, owner and when it was created. */
export function MetricSourceMoreView({ source }: { source: MetricSource }) {
  const fields = customFieldsOf(source);
  const rows: [string, ReactNode][] = [
    [
      'Custom fields',
      fields.length === 0 ? NONE : (
        <Table withRowBorders={false} aria-label="Custom fields">
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field.key}>
                <Table.Td>{field.key}</Table.Td>
                <Table.Td>
                  <Code>{field.formula}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ),
    ],
    ['Owner', ownerText(source) ?? NONE],
    ['Created', <RelativeTime key="created" millis={createdTimeOf(source)} />],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Ownership and custom fields">
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
