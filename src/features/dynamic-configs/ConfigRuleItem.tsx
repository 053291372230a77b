import { memo } from 'react';
import { Stack } from '@mantine/core';
import type { Rule } from '../../contract/rule';
import { RuleCard } from '../rules/RuleCard';
import { ReturnValue } from './ReturnValue';
import { RolloutTimeline } from './RolloutTimeline';
import { rolloutSteps } from './rolloutSteps';

/** One rule of a dynamic config: the shared rule display, then what it returns and its automated rollout. */
export const ConfigRuleItem = memo(function ConfigRuleItem({ rule, position }: { rule: Rule; position: number }) {
  return (
    <RuleCard rule={rule} position={position}>
      <Stack gap="sm">
        <ReturnValue value={rule.returnValue} ruleName={rule.name} />
        <RolloutTimeline steps={rolloutSteps(rule)} ruleName={rule.name} />
      </Stack>
    </RuleCard>
  );
});
