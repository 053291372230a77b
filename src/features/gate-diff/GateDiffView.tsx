import { Stack, Text, Title } from '@mantine/core';
import { FieldChangesTable } from './FieldChangesTable';
import type { GateDiff } from './gateDiff';
import { countRuleChanges, groupRuleChanges } from './groupRuleChanges';
import { RuleChangeItem } from './RuleChangeItem';
import { UnchangedRules } from './UnchangedRules';

/**
 * The change between two versions of a gate, readable side by side: changed settings in a table, then each rule
 * in order with added, removed, changed and moved ones badged and runs of unchanged rules folded away.
 */
export function GateDiffView({ diff }: { diff: GateDiff }) {
  if (diff.isEmpty) return <Text>No changes: this version is the same as the one it is compared with.</Text>;
  const groups = groupRuleChanges(diff.rules);
  return (
    <Stack gap="md">
      {diff.fields.length > 0 && <FieldChangesTable fields={diff.fields} />}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {`Rules: ${countRuleChanges(diff.rules)}`}
        </Title>
        {groups.map((group) =>
          group.kind === 'unchanged' ? (
            <UnchangedRules key={`unchanged-${String(group.changes[0]?.toIndex)}`} changes={group.changes} />
          ) : (
            <RuleChangeItem key={changeKey(group.change)} change={group.change} />
          ),
        )}
      </Stack>
    </Stack>
  );
}

function changeKey(change: GateDiff['rules'][number]): string {
  if (change.kind === 'removed') return `removed-${String(change.fromIndex)}`;
  return `${change.kind === 'added' ? 'added' : 'kept'}-${String(change.toIndex)}`;
}
