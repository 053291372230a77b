import { type ReactNode, useId } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { JsonValueSchema } from '../../../contract/common';
import type { Condition } from '../../../contract/rule';
import { JsonView } from '../../../ui/JsonView';

interface UnknownConditionProps {
  legend: string;
  condition: Condition;
  action: ReactNode;
}

/** A condition whose type or operator the console does not know: shown as JSON, kept and sent back unchanged. */
export function UnknownCondition({ legend, condition, action }: UnknownConditionProps) {
  const labelId = useId();
  const json = JsonValueSchema.safeParse(condition);
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text id={labelId} size="sm" fw={600}>
          {legend} (read-only)
        </Text>
        {action}
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        The console does not know this condition&apos;s type or operator. It is kept as it is and sent back unchanged
        when you save.
      </Text>
      <JsonView value={json.success ? json.data : condition.type} label={legend} defaultExpanded />
    </Paper>
  );
}
