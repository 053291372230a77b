import { memo } from 'react';
import { Stack } from '@mantine/core';
import type { Rule } from '../../contract/rule';
import { RuleCard } from '../rules/RuleCard';
import { ReturnValue } from './ReturnValue';
import { RolloutTimeline } from '../rules/RolloutTimeline';
import { rolloutSteps } from '../rules/rolloutSteps';
import { ruleProblem } from './ruleProblem';
import { UnreadableRule } from './UnreadableRule';

/**
 * One rule of a dynamic config: the shared rule display, then what it returns and its automated rollout; a rule
 * the contract cannot read shows its problem instead.
 */
export const ConfigRuleItem = memo(function ConfigRuleItem({ rule, position }: { rule: Rule; position: number }) {
  const problem = ruleProblem(rule);
  if (problem !== undefined) return <UnreadableRule rule={rule} position={position} problem={problem} />;
  return (
    <RuleCard rule={rule} position={position}>
      <Stack gap={4}>
        <ReturnValue value={rule.returnValue} ruleName={rule.name} />
        <RolloutTimeline steps={rolloutSteps(rule)} ruleName={rule.name} />
      </Stack>
    </RuleCard>
  );
});
