import { memo, type ReactNode } from 'react';
import { Code, Group, List, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Condition, Rule } from '../../contract/rule';
import { conditionPhrase, describeCondition } from './describeCondition';
import { formatPercent } from './summarizeRule';

interface RuleCardProps {
  rule: Rule;
  /** 1-based place of the rule in its list; rules are evaluated in this order. */
  position: number;
  /** Level of the rule's heading, so the card fits under the page's own headings (default 2). */
  headingOrder?: TitleOrder;
  /** Shown below the conditions: a dynamic config's return value and rollouts, for instance. */
  children?: ReactNode;
}

/**
 * One rule, read-only and compact: position, name, environments and pass percentage on one line, then each
 * condition once, in words. Plain text and no hooks, so a virtualized list of thousands stays cheap.
 */
export const RuleCard = memo(function RuleCard({ rule, position, headingOrder = 2, children }: RuleCardProps) {
  const environments = rule.environments ?? [];
  const name = rule.name.trim() === '' ? '(unnamed rule)' : rule.name;
  return (
    <Paper withBorder px="md" py="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="baseline" gap="sm">
          <Title order={headingOrder} size="h5">{`${String(position)}. ${name}`}</Title>
          <Group gap="sm" wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {environments.length === 0 ? 'All environments' : `${environments.join(', ')} only`}
            </Text>
            <Text
              size="sm"
              fw={700}
              style={{ whiteSpace: 'nowrap' }}
            >{`${formatPercent(rule.passPercentage)} pass`}</Text>
          </Group>
        </Group>
        {rule.conditions.length === 0 ? (
          <Text size="sm">No conditions: the rule applies to everyone.</Text>
        ) : (
          <List size="sm" spacing={0} aria-label={`Conditions of ${name}`}>
            {rule.conditions.map((condition, index) => (
              <List.Item key={index}>
                <ConditionText condition={condition} />
              </List.Item>
            ))}
          </List>
        )}
        {children}
      </Stack>
    </Paper>
  );
});

/** A condition in words; a segment's name stands out as a name, since the API has no segment page to link to. */
function ConditionText({ condition }: { condition: Condition }) {
  const phrase = conditionPhrase(condition);
  if (phrase.kind !== 'segment') return <>{describeCondition(condition)}</>;
  return (
    <>
      {phrase.passes ? 'passes' : 'fails'} segment <Code>{phrase.segment}</Code>
    </>
  );
}
