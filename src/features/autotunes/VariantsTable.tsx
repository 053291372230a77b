import { Table } from '@mantine/core';
import type { Autotune } from '../../contract/autotune';
import { JsonView } from '../../ui/JsonView';
import { trafficSplit } from './trafficSplit';

/** The variants of an autotune with their share of traffic and their JSON values. */
export function VariantsTable({ variants }: { variants: Autotune['variants'] }) {
  const hasSizes = variants.some((variant) => variant.size !== undefined);
  // Variants not yet created (the wizard's review) have no ids: a column of dashes would say nothing.
  const hasIds = variants.some((variant) => variant.id !== undefined);
  const split = trafficSplit(variants.map((variant) => ({ name: variant.name, size: variant.size ?? '' })));
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table striped>
        <Table.Caption>Variants</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            {hasIds && <Table.Th scope="col">ID</Table.Th>}
            {hasSizes && <Table.Th scope="col">Size (share)</Table.Th>}
            <Table.Th scope="col">Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((variant, index) => (
            <Table.Tr key={variant.id ?? `${String(index)}-${variant.name}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{variant.name}</Table.Td>
              {hasIds && <Table.Td>{variant.id ?? '—'}</Table.Td>}
              {hasSizes && (
                <Table.Td>
                  {variant.size === undefined ? '—' : `${String(variant.size)} (${split[index]?.text ?? '0%'})`}
                </Table.Td>
              )}
              <Table.Td>
                {/* JSON null is a value of its own and shows as null; only a variant sent without json has none. */}
                {variant.json === undefined ? (
                  '—'
                ) : (
                  <JsonView value={variant.json} label={`Value of ${variant.name}`} defaultExpanded />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
