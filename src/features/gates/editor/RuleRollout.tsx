import { useContext } from 'react';
import { Stack, Text } from '@mantine/core';
import { RolloutTimeline } from '../../rules/RolloutTimeline';
import { RuleRolloutsContext } from './ruleRollouts';

/** The saved rule's automated rollout, with what a hand-set percentage does to the steps still scheduled. */
export function RuleRollout({ ruleId, ruleName }: { ruleId: string | undefined; ruleName: string }) {
  const steps = useContext(RuleRolloutsContext).get(ruleId ?? '');
  if (steps === undefined) return null;
  const pending = steps.some((step) => step.state === 'pending');
  return (
    <Stack gap={2} mt={4}>
      <RolloutTimeline steps={steps} ruleName={ruleName} />
      {pending && (
        <Text size="xs" c="dimmed">
          Saving a new pass percentage for this rule cancels its scheduled steps.
        </Text>
      )}
    </Stack>
  );
}
