import type { ReactNode } from 'react';
import { Badge, Code, Group, List, Table, Text } from '@mantine/core';
import type { MetricSource } from '../../contract/metricSource';
import { customFieldsOf } from './customFields';

const NONE = (
  <Text span c="dimmed" inherit>
    None
  </Text>
);

/** The text, or a dimmed "None" for an absent or empty value. */
const orNone = (text: string | undefined): ReactNode => (text === undefined || text === '' ? NONE : text);

/** The fields of a metric source record as the server answered them, custom fields included. */
export function MetricSourceRecordView({ record, label }: { record: MetricSource; label: string }) {
  const customFields = customFieldsOf(record);
  const rows: [string, ReactNode][] = [
    ['Name', record.name],
    ['Description', orNone(record.description)],
    [
      'Tags',
      record.tags.length === 0 ? (
        NONE
      ) : (
        <Group gap={4}>
          {record.tags.map((tag) => (
            <Badge key={tag} variant="light" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
    ],
    [
      'Source type',
      record.sourceType === 'table'
        ? 'Table'
        : record.sourceType === 'query'
          ? 'SQL query'
          : (record.sourceType ?? NONE),
    ],
    // A query source has no table: a "None" there reads as a missing value.
    ...(record.sourceType === 'query' ? [] : [['Table name', orNone(record.tableName)] satisfies [string, ReactNode]]),
    ['SQL', record.sql === undefined || record.sql === '' ? NONE : <Code block>{record.sql}</Code>],
    ['Timestamp column', orNone(record.timestampColumn)],
    ['Timestamp is a day', record.timestampAsDay === undefined ? NONE : record.timestampAsDay ? 'Yes' : 'No'],
    [
      'Id type mapping',
      record.idTypeMapping.length === 0 ? (
        NONE
      ) : (
        <List size="sm" listStyleType="none">
          {record.idTypeMapping.map((mapping) => (
            <List.Item key={mapping.serviceUnitID}>{`${mapping.serviceUnitID} → ${mapping.column}`}</List.Item>
          ))}
        </List>
      ),
    ],
    [
      'Custom fields',
      customFields.length === 0 ? (
        NONE
      ) : (
        <List size="sm" listStyleType="none">
          {customFields.map((field) => (
            <List.Item key={field.key}>
              {`${field.key} = `}
              <Code>{field.formula}</Code>
            </List.Item>
          ))}
        </List>
      ),
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={label}>
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
