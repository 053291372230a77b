import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RolloutStep } from '../../rules/rolloutSteps';
import { PlainBadge } from '../../rules/PlainBadge';
import { RolloutTimeline } from '../../rules/RolloutTimeline';
import { formatPercent, summarizeRule } from '../../rules/summarizeRule';
import { toConditionBody } from './formCondition';
import type { GateFormRule } from './gateFormSchema';
import { numberFromText } from './coerceTargetValue';

function percentOf(value: number | string): number | undefined {
  const parsed = typeof value === 'number' ? value : numberFromText(value);
  return typeof parsed === 'number' ? parsed : undefined;
}

interface RuleSummaryViewProps {
  rule: GateFormRule;
  headingId: string;
  position: number;
  /** The position of an earlier rule that decides every unit before this one, if any. */
  shadowedBy: number | undefined;
  /** The saved rule's automated rollout steps, if any. */
  rollout: readonly RolloutStep[] | undefined;
}

/**
 * A rule's heading and plain-words summary from its form values: the editor shows it live as the rule is edited,
 * and the read-only first view shows it from the loaded gate, so both read the same to the letter.
 */
export function RuleSummaryView({ rule, headingId, position, shadowedBy, rollout }: RuleSummaryViewProps) {
  const percent = percentOf(rule.passPercentage);
  const name = rule.name.trim() === '' ? '(unnamed rule)' : rule.name;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text id={headingId} fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          Rule {position}: {name}
        </Text>
        {/* Only a valid percentage gets a badge: "150% pass" would read as a fact; the field shows the error. */}
        {percent !== undefined && percent >= 0 && percent <= 100 && (
          <PlainBadge variant="light" color={percent === 0 ? 'gray' : 'blue'} style={{ flexShrink: 0 }}>
            {formatPercent(percent)} pass
          </PlainBadge>
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
      {rollout !== undefined && (
        <Stack gap={2} mt={4}>
          <RolloutTimeline steps={rollout} ruleName={name} />
          {rollout.some((step) => step.state === 'pending') && (
            <Text size="xs" c="dimmed">
              Saving a new pass percentage for this rule cancels its scheduled steps.
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}
