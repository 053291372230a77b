import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { WalkProgress } from '../../../client/pageWalker';

/** How many gates are read (of how many, where the server says), as a line and a bar, with Cancel. */
export function ReadingProgress({ progress, onCancel }: { progress: WalkProgress | undefined; onCancel: () => void }) {
  const items = progress?.items ?? 0;
  const total = progress?.totalItems;
  const percent = total ? (items / total) * 100 : undefined;
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between">
        <Text size="sm" role="status">
          {total === undefined
            ? `Reading gates: ${String(items)}`
            : `Reading gates: ${String(items)} of ${String(total)}`}
        </Text>
        <Button variant="default" size="compact-sm" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      <Progress value={percent ?? 100} animated={percent === undefined} aria-label="Progress of reading every gate" />
    </Stack>
  );
}
