import { Table, Text } from '@mantine/core';
import type { Layer } from '../../contract/layer';
import { AnchorLink } from '../../ui/AnchorLink';
import classes from '../../ui/visuallyHidden.module.css';
import { overrideMatrix, type OverrideColumn } from './overrideMatrix';
import { ParameterValue } from './ParameterValue';

const columnTitle = (column: OverrideColumn) => (column.kind === 'gate' ? 'Gate' : 'Holdout');

/** Parameters as rows, targeting gates and holdouts as columns; values that differ from the default stand out. */
export function OverrideMatrixTable({ layer }: { layer: Layer }) {
  const matrix = overrideMatrix(layer);
  if (matrix.columns.length === 0) {
    return <Text c="dimmed">No targeting gate or holdout sets values in this layer.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table withColumnBorders verticalSpacing="xs">
        <Table.Caption className={classes.hidden}>Values set by targeting gates and holdouts</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Parameter</Table.Th>
            <Table.Th scope="col">Default</Table.Th>
            {matrix.columns.map((column) => (
              <Table.Th key={`${column.kind}:${column.id}`} scope="col" style={{ overflowWrap: 'anywhere' }}>
                <Text span size="xs" c="dimmed" display="block">
                  {columnTitle(column)}
                </Text>
                {column.kind === 'gate' ? (
                  <AnchorLink to="/gates/$gateId" params={{ gateId: column.id }}>
                    {column.id}
                  </AnchorLink>
                ) : (
                  // The console has no holdout page to link to.
                  column.id
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.rows.map((row) => (
            <Table.Tr key={row.parameter}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.parameter}
              </Table.Th>
              <Table.Td>
                <ParameterValue value={row.defaultValue} label={`${row.parameter} default`} />
              </Table.Td>
              {row.cells.map((cell, index) => {
                const column = matrix.columns[index];
                const label = `${row.parameter} for ${column?.id ?? ''}`;
                return (
                  <Table.Td key={index} bg={cell.differsFromDefault ? 'var(--gatehouse-color-highlight)' : undefined}>
                    {cell.isSet ? (
                      <ParameterValue value={cell.value} label={label} />
                    ) : (
                      <Text span c="dimmed" size="sm">
                        default
                      </Text>
                    )}
                    {cell.differsFromDefault && <span className={classes.hidden}> (overrides default)</span>}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
