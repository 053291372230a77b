import { Checkbox, List, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../ui/AnchorLink';
import { RelativeTime } from '../../../ui/RelativeTime';
import { TableScroll } from '../../../ui/TableScroll';
import { gateTypeText } from '../list/gateTypeText';
import type { StaleRow } from './staleRows';
import { countText } from '../../../ui/countText';

interface StaleGatesTableProps {
  rows: readonly StaleRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  disabled: boolean;
}

/** The stale gates with a checkbox each and one that selects them all; each row lists its reasons in words. */
export function StaleGatesTable({ rows, selected, onSelectedChange, disabled }: StaleGatesTableProps) {
  const chosen = rows.filter((row) => selected.has(row.gate.id)).length;
  const all = rows.length > 0 && chosen === rows.length;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <TableScroll label="Stale gates table">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>Gates that look finished or forgotten</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={`Select all ${String(rows.length)} stale gates`}
                checked={all}
                indeterminate={chosen > 0 && !all}
                disabled={disabled || rows.length === 0}
                onChange={() => {
                  onSelectedChange(all ? new Set() : new Set(rows.map((row) => row.gate.id)));
                }}
              />
            </Table.Th>
            <Table.Th>Gate</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last modified</Table.Th>
            <Table.Th>Checks per hour</Table.Th>
            <Table.Th>Why it looks stale</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ gate, reasons }) => (
            <Table.Tr key={gate.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${gate.name ?? gate.id}`}
                  checked={selected.has(gate.id)}
                  disabled={disabled}
                  onChange={(event) => {
                    toggle(gate.id, event.currentTarget.checked);
                  }}
                />
              </Table.Td>
              <Table.Td>
                <AnchorLink to="/gates/$gateId" params={{ gateId: gate.id }}>
                  {gate.name ?? gate.id}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{gateTypeText(gate.type)}</Table.Td>
              <Table.Td>{gate.status ?? '—'}</Table.Td>
              <Table.Td>
                <RelativeTime millis={gate.lastModifiedTime} />
              </Table.Td>
              <Table.Td>{gate.checksPerHour === undefined ? '—' : countText(gate.checksPerHour)}</Table.Td>
              <Table.Td>
                <List size="sm" spacing={2}>
                  {reasons.map((reason) => (
                    <List.Item key={reason.kind}>{reason.words}</List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text c="dimmed" mt="sm">
          No gate looks finished or forgotten.
        </Text>
      )}
    </TableScroll>
  );
}
