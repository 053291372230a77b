import { Group, List, Stack, Text } from '@mantine/core';
import { StateBadge } from '../../ui/StateBadge';
import type { RuleTrace } from '../../contract/evaluation/evaluate';
import { conditionInWords, ruleLabel } from '../../contract/evaluation/evaluationWords';
import { OUTCOME_COLORS, outcomeMark } from './resultWords';

/** Every rule as tried, top to bottom, marked with how it fared and its conditions in words. */
export function RuleTraceList({ rules }: { rules: readonly RuleTrace[] }) {
  if (rules.length === 0) return <Text size="sm">No rules.</Text>;
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label="Rules as tried" style={{ listStyle: 'none' }}>
      {rules.map((rule) => (
        <li key={`${String(rule.index)}:${rule.id ?? ''}`}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StateBadge color={OUTCOME_COLORS[rule.outcome]}>{outcomeMark(rule.outcome)}</StateBadge>
            <div>
              <Text size="sm" fw={500}>
                {ruleLabel(rule)} · {String(rule.passPercentage)} %
              </Text>
              {rule.outcome === 'not reached' ? null : rule.conditions.length === 0 ? (
                <Text size="xs" c="dimmed">
                  No conditions: everyone
                </Text>
              ) : (
                <List size="xs" spacing={2}>
                  {rule.conditions.map((condition, index) => (
                    <List.Item key={index}>{conditionInWords(condition)}</List.Item>
                  ))}
                </List>
              )}
            </div>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
