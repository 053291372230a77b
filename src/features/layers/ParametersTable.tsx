import { Table, Text } from '@mantine/core';
import type { LayerParameter } from '../../contract/layer';
import classes from '../../ui/visuallyHidden.module.css';
import { ParameterValue } from './ParameterValue';

/** The layer's parameters with their type and default value. */
export function ParametersTable({ parameters }: { parameters: readonly LayerParameter[] }) {
  if (parameters.length === 0) return <Text c="dimmed">This layer has no parameters.</Text>;
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table striped verticalSpacing="xs">
        <Table.Caption className={classes.hidden}>Parameters</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Default value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parameters.map((parameter) => (
            <Table.Tr key={parameter.name}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {parameter.name}
              </Table.Th>
              <Table.Td>{parameter.type}</Table.Td>
              <Table.Td>
                <ParameterValue value={parameter.defaultValue} label={parameter.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
