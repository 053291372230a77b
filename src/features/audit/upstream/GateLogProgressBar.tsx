import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { GateLogProgress } from './gateAuditLog';

function progressText(progress: GateLogProgress | undefined): { text: string; percent: number | undefined } {
  if (progress === undefined) return { text: 'Reading gates', percent: undefined };
  const { step, done, total } = progress;
  const count = total === undefined ? String(done) : `${String(done)} of ${String(total)}`;
  const words = step === 'gates' ? 'Reading gates' : 'Reading the versions of each gate';
  return { text: `${words}: ${count}`, percent: total ? (done / total) * 100 : undefined };
}

/** How far the gate list and the versions have been read, as one line and a bar, with Cancel. */
export function GateLogProgressBar({
  progress,
  onCancel,
}: {
  progress: GateLogProgress | undefined;
  onCancel: () => void;
}) {
  const { text, percent } = progressText(progress);
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between">
        <Text size="sm" role="status">
          {text}
        </Text>
        <Button variant="default" size="compact-sm" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      <Progress.Root size="md">
        <Progress.Section
          value={percent ?? 100}
          animated={percent === undefined}
          aria-label="Progress of reading the gates' versions"
        />
      </Progress.Root>
    </Stack>
  );
}
