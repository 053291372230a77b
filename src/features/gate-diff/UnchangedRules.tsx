import { useState } from 'react';
import { Button, List, Paper, Text } from '@mantine/core';
import { summarizeRule } from '../rules/summarizeRule';
import type { MatchedRuleChange } from './gateDiff';

function range(changes: readonly MatchedRuleChange[]): string {
  const first = (changes[0]?.toIndex ?? 0) + 1;
  const last = (changes.at(-1)?.toIndex ?? 0) + 1;
  return first === last ? `rule ${String(first)}` : `rules ${String(first)}–${String(last)}`;
}

/** A run of rules the change leaves alone, folded into one line that opens to their summaries. */
export function UnchangedRules({ changes }: { changes: readonly MatchedRuleChange[] }) {
  const [open, setOpen] = useState(false);
  const count = changes.length === 1 ? '1 unchanged rule' : `${String(changes.length)} unchanged rules`;
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-default-hover)">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {`${open ? 'Hide' : 'Show'} ${count} (${range(changes)})`}
      </Button>
      {open && (
        <List size="sm" spacing={2} mt="xs" listStyleType="none">
          {changes.map((change) => (
            <List.Item key={change.after.id ?? change.toIndex}>
              <Text span size="sm" fw={600}>{`${String(change.toIndex + 1)}. ${change.after.name}: `}</Text>
              {summarizeRule(change.after)}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
