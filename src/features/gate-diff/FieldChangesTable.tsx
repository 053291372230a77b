import { useId } from 'react';
import { Stack, Table, Title } from '@mantine/core';
import { DiffMark, DiffSegments } from './DiffMark';
import { listSides, textSides } from './diffSides';
import { fieldText } from './fieldText';
import type { FieldChange } from './gateDiff';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// Text is diffed word by word and string lists item by item; other values are marked whole.
function Sides({ change }: { change: FieldChange }) {
  const { field, before, after } = change;
  if (typeof before === 'string' && typeof after === 'string') {
    const sides = textSides(before, after);
    return (
      <>
        <Table.Td>
          <DiffSegments segments={sides.before} side="before" />
        </Table.Td>
        <Table.Td>
          <DiffSegments segments={sides.after} side="after" />
        </Table.Td>
      </>
    );
  }
  if (isStringList(before) && isStringList(after)) {
    const sides = listSides(before, after);
    return (
      <>
        <Table.Td>
          <DiffSegments segments={sides.before} side="before" separator=", " />
        </Table.Td>
        <Table.Td>
          <DiffSegments segments={sides.after} side="after" separator=", " />
        </Table.Td>
      </>
    );
  }
  return (
    <>
      <Table.Td>
        <DiffMark kind="removed">{fieldText(field, before)}</DiffMark>
      </Table.Td>
      <Table.Td>
        <DiffMark kind="added">{fieldText(field, after)}</DiffMark>
      </Table.Td>
    </>
  );
}

/** The gate-level fields that changed, before and after side by side. */
export function FieldChangesTable({ fields }: { fields: readonly FieldChange[] }) {
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        Settings that change
      </Title>
      <Table withTableBorder layout="fixed" verticalSpacing="xs" aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="20%">
              Setting
            </Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row">{change.label}</Table.Th>
              <Sides change={change} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
