import { useId, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Input, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface PairRowsProps {
  title: string;
  description: string;
  /** Column headings shown above the rows; each input carries its own label too. */
  headings: [string, string];
  /** Stable keys of the rows (useFieldArray's `fields[].id`). */
  rowKeys: string[];
  /** The two inputs of one row. */
  renderRow: (index: number) => [ReactNode, ReactNode];
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Rows that may not be removed (one id type mapping is required). */
  minRows: number;
  /** Names the row for the remove button ("Remove id type mapping 2"). */
  rowName: string;
  /** An error about the list as a whole ("Map at least one unit id type"). */
  error?: string;
}

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: 'var(--mantine-spacing-sm)',
};

/** Editable rows of two aligned inputs (a key and its value), with add and remove. */
export function PairRows(props: PairRowsProps) {
  const titleId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const canRemove = props.rowKeys.length > props.minRows;
  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={props.error === undefined ? descriptionId : `${errorId} ${descriptionId}`}
    >
      <div>
        <Text id={titleId} fw={500} size="sm">
          {props.title}
        </Text>
        <Text id={descriptionId} c="dimmed" size="xs">
          {props.description}
        </Text>
      </div>
      {props.rowKeys.length > 0 && (
        <Box style={GRID} aria-hidden>
          <Text size="xs" fw={500}>
            {props.headings[0]}
          </Text>
          <Text size="xs" fw={500}>
            {props.headings[1]}
          </Text>
          <Box w={28} />
        </Box>
      )}
      {props.rowKeys.map((key, index) => {
        const [first, second] = props.renderRow(index);
        return (
          <Box key={key} style={GRID}>
            {first}
            {second}
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              disabled={!canRemove}
              aria-label={`Remove ${props.rowName} ${String(index + 1)}`}
              onClick={() => {
                props.onRemove(index);
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Box>
        );
      })}
      {props.error !== undefined && <Input.Error id={errorId}>{props.error}</Input.Error>}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={props.onAdd}
        >
          {props.addLabel}
        </Button>
      </div>
    </Stack>
  );
}
