import { List, Stack, Text } from '@mantine/core';
import type { Condition, Rule } from '../../contract/rule';
import { describeCondition } from '../rules/describeCondition';
import { formatPercent } from '../rules/summarizeRule';
import { DiffMark } from './DiffMark';
import type { RuleFieldChange } from './gateDiff';
import { canonicalJson } from './sameValue';

interface RuleSideProps {
  rule: Rule;
  side: 'before' | 'after';
  /** Fields that differ from the other side: marked on this side. */
  changedFields: ReadonlySet<RuleFieldChange['field']>;
  /** Conditions the other side lacks: marked on this side. */
  changedConditions: readonly Condition[];
}

/** One version of a rule in a comparison: name, pass percentage, environments and conditions, changes marked. */
export function RuleSide({ rule, side, changedFields, changedConditions }: RuleSideProps) {
  const kind = side === 'after' ? 'added' : 'removed';
  const mark = (field: RuleFieldChange['field'], text: string) =>
    changedFields.has(field) ? <DiffMark kind={kind}>{text}</DiffMark> : text;
  const changed = new Set(changedConditions.map(canonicalJson));
  const environments = rule.environments ?? [];
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {side === 'before' ? 'Before' : 'After'}
      </Text>
      <Text size="sm" fw={600}>
        {mark('name', rule.name || '(unnamed rule)')}
      </Text>
      <Text size="sm">{mark('passPercentage', `${formatPercent(rule.passPercentage)} pass`)}</Text>
      <Text size="sm">
        {mark('environments', environments.length === 0 ? 'All environments' : `Only ${environments.join(', ')}`)}
      </Text>
      {rule.conditions.length === 0 ? (
        <Text size="sm">Everyone (no conditions)</Text>
      ) : (
        <List size="sm" spacing={2}>
          {rule.conditions.map((condition, index) => {
            const text = describeCondition(condition);
            return (
              <List.Item key={index}>
                {changed.has(canonicalJson(condition)) ? <DiffMark kind={kind}>{text}</DiffMark> : text}
              </List.Item>
            );
          })}
        </List>
      )}
      {changedFields.has('returnValue') && (
        <Text size="sm">
          <DiffMark kind={kind}>{`Return value: ${canonicalJson(rule.returnValue)}`}</DiffMark>
        </Text>
      )}
    </Stack>
  );
}
