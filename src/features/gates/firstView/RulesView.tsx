import { useId, useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Rule } from '../../../contract/rule';
import { PlainButton } from '../../../ui/PlainButton';
import type { RolloutStep } from '../../rules/rolloutSteps';
import type { GateFormRule } from '../editor/gateFormSchema';
import { rulesFullNote } from '../editor/gateSizeLimits';
import { ReorderHandle, RuleActions, RuleRowFrame, RuleToggle } from '../editor/RuleRowParts';
import { rolloutsById } from '../editor/ruleRollouts';
import { RuleSummaryView } from '../editor/RuleSummaryView';
import { addRuleLabel, catchAllNote } from '../editor/rulesText';
import { RulesHeader } from '../editor/RulesHeader';
import { catchAllIndex, unreachableRules } from '../editor/unreachableRules';
import { FIRST_PASS_RULES } from '../editor/useAllRulesShown';

interface RuleRowViewProps {
  rule: GateFormRule;
  position: number;
  count: number;
  shadowedBy: number | undefined;
  rollout: readonly RolloutStep[] | undefined;
}

function RuleRowView({ rule, position, count, shadowedBy, rollout }: RuleRowViewProps) {
  const headingId = useId();
  return (
    <RuleRowFrame
      headingId={headingId}
      leading={
        <>
          <ReorderHandle position={position} />
          <RuleToggle position={position} open={false} />
        </>
      }
      summary={
        <RuleSummaryView
          rule={rule}
          headingId={headingId}
          position={position}
          shadowedBy={shadowedBy}
          rollout={rollout}
        />
      }
      actions={<RuleActions position={position} isFirst={position === 1} isLast={position === count} />}
    />
  );
}

/** The rules, collapsed, in the builder's layout: each one's summary in words, its controls not yet usable. */
export function RulesView({ rules, savedRules }: { rules: readonly GateFormRule[]; savedRules: readonly Rule[] }) {
  const rollouts = useMemo(() => rolloutsById(savedRules), [savedRules]);
  const shadowedBy = useMemo(() => unreachableRules(rules), [rules]);
  const catchAll = catchAllIndex(rules);
  const fullNote = rulesFullNote(rules.length);
  // The builder's first pass, so a long gate paints as soon and the builder replaces the same rows. The rest are
  // the builder's: drawing them here too would be a second long render before the builder's own.
  const shown = rules.slice(0, FIRST_PASS_RULES);
  return (
    <Stack gap="sm">
      <RulesHeader count={rules.length} allExpanded={false} />
      <Stack gap="xs">
        {shown.map((rule, index) => (
          <RuleRowView
            key={rule.key}
            rule={rule}
            position={index + 1}
            count={rules.length}
            shadowedBy={shadowedBy[index]}
            rollout={rollouts.get(rule.id ?? '')}
          />
        ))}
      </Stack>
      <PlainButton
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled
      >
        {addRuleLabel(catchAll)}
      </PlainButton>
      {catchAll !== undefined && fullNote === undefined && (
        <Text size="sm" c="dimmed">
          {catchAllNote(catchAll)}
        </Text>
      )}
      <Text size="sm" />
      {fullNote !== undefined && (
        <Text size="sm" c="dimmed">
          {fullNote}
        </Text>
      )}
    </Stack>
  );
}
