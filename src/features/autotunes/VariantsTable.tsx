import { Table } from '@mantine/core';
import type { Autotune } from '../../contract/autotune';
import { JsonView } from '../../ui/JsonView';
import { percentText, trafficSplit } from './trafficSplit';

/** The variants of an autotune with their share of traffic and their JSON values. */
export function VariantsTable({ variants }: { variants: Autotune['variants'] }) {
  const hasSizes = variants.some((variant) => variant.size !== undefined);
  const split = trafficSplit(variants.map((variant) => ({ name: variant.name, size: variant.size ?? '' })));
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table striped>
        <Table.Caption>Variants</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">ID</Table.Th>
            {hasSizes && <Table.Th scope="col">Size (share)</Table.Th>}
            <Table.Th scope="col">Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((variant, index) => (
            <Table.Tr key={variant.id ?? `${String(index)}-${variant.name}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{variant.name}</Table.Td>
              <Table.Td>{variant.id ?? '—'}</Table.Td>
              {hasSizes && (
                <Table.Td>
                  {variant.size === undefined ? '—' : `${String(variant.size)} (${percentText(split[index]?.percent ?? 0)})`}
                </Table.Td>
              )}
              <Table.Td>
                <JsonView value={variant.json ?? {}} label={`Value of ${variant.name}`} defaultExpanded />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
