import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { EntityReadProgress } from '../../client/queries/everyEntityQueries';

const STEP_WORDS: Record<EntityReadProgress['step'], string> = {
  gates: 'Reading gates',
  configs: 'Reading dynamic configs',
  'config rules': 'Reading the rules of each dynamic config',
};

/** What the page is doing and how far it is, as one line and a bar. */
function progressText(
  reading: EntityReadProgress | undefined,
  evaluating: { done: number; total: number } | undefined,
): { text: string; percent: number | undefined } {
  if (evaluating !== undefined) {
    const { done, total } = evaluating;
    return {
      text: `Evaluating ${String(done)} of ${String(total)}`,
      percent: total === 0 ? 100 : (done / total) * 100,
    };
  }
  if (reading === undefined) return { text: 'Reading gates', percent: undefined };
  const { step, done, total } = reading;
  const count = total === undefined ? String(done) : `${String(done)} of ${String(total)}`;
  return { text: `${STEP_WORDS[step]}: ${count}`, percent: total ? (done / total) * 100 : undefined };
}

interface WhatUserSeesProgressProps {
  reading: EntityReadProgress | undefined;
  evaluating: { done: number; total: number } | undefined;
  /** Stops reading the lists; absent while evaluating, which is quick. */
  onCancel: (() => void) | undefined;
}

/** A progress bar over reading every list and evaluating each entity, with Cancel while the lists are read. */
export function WhatUserSeesProgress({ reading, evaluating, onCancel }: WhatUserSeesProgressProps) {
  const { text, percent } = progressText(reading, evaluating);
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between">
        <Text size="sm" role="status">
          {text}
        </Text>
        {onCancel && (
          <Button variant="default" size="compact-sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
      <Progress.Root size="md">
        <Progress.Section
          value={percent ?? 100}
          animated={percent === undefined}
          aria-label="Progress of reading and evaluating"
        />
      </Progress.Root>
    </Stack>
  );
}
