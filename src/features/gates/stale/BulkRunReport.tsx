import { Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { BulkAction, BulkOutcome } from './bulkGateActions';

export interface BulkRun {
  action: BulkAction;
  total: number;
  outcomes: BulkOutcome[];
  done: boolean;
}

const DONE_WORD: Record<BulkAction, string> = { archive: 'archived', 'make-permanent': 'made permanent' };
const DOING_WORD: Record<BulkAction, string> = { archive: 'Archiving', 'make-permanent': 'Making permanent' };

function summary(run: BulkRun): string {
  const succeeded = run.outcomes.filter((outcome) => outcome.ok).length;
  const failed = run.outcomes.length - succeeded;
  const stopped = run.outcomes.length < run.total ? `, ${String(run.total - run.outcomes.length)} not tried` : '';
  return `${String(succeeded)} ${DONE_WORD[run.action]}, ${String(failed)} failed${stopped}.`;
}

function heading({ action, total, outcomes, done }: BulkRun): string {
  if (!done) return `${DOING_WORD[action]} ${String(outcomes.length + 1)} of ${String(total)}`;
  return outcomes.length < total ? 'Stopped' : 'Result';
}

interface BulkRunReportProps {
  run: BulkRun;
  /** Stops the run before its next gate. */
  onCancel: () => void;
}

/**
 * The progress of a bulk action, with a way to stop it while it runs, and one line per gate: what happened to it, or the
 * server's reason it did not.
 */
export function BulkRunReport({ run, onCancel }: BulkRunReportProps) {
  const { action, total, outcomes, done } = run;
  return (
    <Stack gap="xs" mb="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {heading(run)}
        </Title>
        {!done && (
          <Button variant="default" size="xs" onClick={onCancel}>
            Stop after this gate
          </Button>
        )}
      </Group>
      <Progress
        value={total === 0 ? 100 : (outcomes.length / total) * 100}
        aria-label={`Progress of ${DOING_WORD[action].toLowerCase()} the selected gates`}
      />
      <Text size="sm" role="status">
        {done ? summary(run) : `${String(outcomes.length)} of ${String(total)} done`}
      </Text>
      <List size="sm" spacing={2} aria-label="Result per gate">
        {outcomes.map((outcome) => (
          <List.Item key={outcome.id}>
            {outcome.ok ? (
              <Text span size="sm">
                {outcome.name}: {DONE_WORD[action]}
              </Text>
            ) : (
              <Text span size="sm" c="var(--mantine-color-error)">
                {outcome.name}: failed: {outcome.message}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
