import { useContext } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { formatPercent, summarizeRule } from '../../rules/summarizeRule';
import { numberFromText } from './coerceTargetValue';
import { toConditionBody } from './formCondition';
import type { GateFormValues } from './gateFormSchema';
import type { RulePath } from './formPaths';
import { RuleRollout } from './RuleRollout';
import { RuleReachabilityContext } from './ruleReachabilityContext';

function percentOf(value: number | string): number | undefined {
  const parsed = typeof value === 'number' ? value : numberFromText(value);
  return typeof parsed === 'number' ? parsed : undefined;
}

/** The rule's heading and its plain-words summary, kept live as the rule is edited (watches only this rule). */
export function RuleSummary({ path, headingId, position }: { path: RulePath; headingId: string; position: number }) {
  const rule = useWatch<GateFormValues, RulePath>({ name: path });
  const percent = percentOf(rule.passPercentage);
  const name = rule.name.trim() === '' ? '(unnamed rule)' : rule.name;
  const shadowedBy = useContext(RuleReachabilityContext)[position - 1];
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text id={headingId} fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          Rule {position}: {name}
        </Text>
        {/* Only a valid percentage gets a badge: "150% pass" would read as a fact; the field shows the error. */}
        {percent !== undefined && percent >= 0 && percent <= 100 && (
          <Badge variant="light" color={percent === 0 ? 'gray' : 'blue'} style={{ flexShrink: 0 }}>
            {formatPercent(percent)} pass
          </Badge>
        )}
      </Group>
      {/* Wraps in full: a summary cut with "…" hides the very condition a phone user is looking for. */}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {summarizeRule({
          conditions: rule.conditions.map(toConditionBody),
          passPercentage: percent ?? 0,
          environments: rule.environments,
        })}
      </Text>
      {shadowedBy !== undefined && (
        // The icon carries the warning colour: orange text on white stays under 4.5:1 contrast in every shade that
        // still reads as orange.
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-orange-filled)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" fw={500}>
            Never reached: rule {shadowedBy} has no conditions, so it decides every unit before this rule is checked.
          </Text>
        </Group>
      )}
      <RuleRollout ruleId={rule.id} ruleName={name} />
    </>
  );
}
