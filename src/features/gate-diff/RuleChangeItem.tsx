import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { StateBadge } from '../../ui/StateBadge';
import type { RuleChange } from './gateDiff';
import { RuleSide } from './RuleSide';

const KINDS = {
  added: { label: 'Added', colour: 'green' },
  removed: { label: 'Removed', colour: 'red' },
  changed: { label: 'Changed', colour: 'blue' },
  moved: { label: 'Moved', colour: 'grape' },
  unchanged: { label: 'Unchanged', colour: 'gray' },
} as const;

const NO_FIELDS = new Set<never>();

function Missing({ side }: { side: 'before' | 'after' }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {side === 'before' ? 'Before' : 'After'}
      </Text>
      <Text size="sm" c="dimmed">
        {side === 'before' ? 'Not in the earlier version' : 'Deleted'}
      </Text>
    </Stack>
  );
}

function position(change: RuleChange): string {
  if (change.kind === 'added') return `Rule ${String(change.toIndex + 1)}`;
  if (change.kind === 'removed') return `Was rule ${String(change.fromIndex + 1)}`;
  if (change.fromIndex === change.toIndex) return `Rule ${String(change.toIndex + 1)}`;
  return `Rule ${String(change.fromIndex + 1)} → ${String(change.toIndex + 1)}`;
}

/** One rule's change: a badge for its kind, its place, and the rule before and after side by side. */
export function RuleChangeItem({ change }: { change: RuleChange }) {
  const kind = KINDS[change.kind];
  const name = change.kind === 'removed' ? change.before.name : change.after.name;
  const moved = change.kind === 'changed' && change.moved;
  const fields =
    change.kind === 'added' || change.kind === 'removed' ? NO_FIELDS : new Set(change.changes.map((c) => c.field));
  return (
    <Paper withBorder p="sm" style={{ borderLeft: `4px solid var(--mantine-color-${kind.colour}-filled)` }}>
      <Group gap="xs" mb="xs">
        <StateBadge color={kind.colour}>{kind.label}</StateBadge>
        {moved && <StateBadge color={KINDS.moved.colour}>{KINDS.moved.label}</StateBadge>}
        <Text size="sm" fw={600}>{`${position(change)}: ${name || '(unnamed rule)'}`}</Text>
      </Group>
      <SimpleGrid cols={2} spacing="md">
        {change.kind === 'added' ? (
          <Missing side="before" />
        ) : (
          <RuleSide
            rule={change.before}
            side="before"
            changedFields={fields}
            changedConditions={change.kind === 'removed' ? [] : change.conditionChanges.removed}
          />
        )}
        {change.kind === 'removed' ? (
          <Missing side="after" />
        ) : (
          <RuleSide
            rule={change.after}
            side="after"
            changedFields={fields}
            changedConditions={change.kind === 'added' ? [] : change.conditionChanges.added}
          />
        )}
      </SimpleGrid>
    </Paper>
  );
}
