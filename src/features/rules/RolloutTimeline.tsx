import { Box, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { RelativeTime } from '../../ui/RelativeTime';
import { PlainBadge } from './PlainBadge';
import type { RolloutStep } from './rolloutSteps';

/** A rule's automated rollout in one line: the steps it reached, then the ones scheduled, with their times. */
export function RolloutTimeline({ steps, ruleName }: { steps: readonly RolloutStep[]; ruleName: string }) {
  if (steps.length === 0) return null;
  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        Automated rollout
      </Text>
      <Group
        component="ol"
        aria-label={`Automated rollout of ${ruleName}`}
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((step, index) => (
          <Group component="li" key={`${step.state}-${String(step.time)}-${String(index)}`} gap={6} wrap="nowrap">
            {index > 0 && <IconArrowRight size={14} aria-hidden />}
            {/* The badge text keeps the body colour: a tinted badge's own text colour falls below 4.5:1 on its tint. */}
            <PlainBadge
              variant={step.state === 'completed' ? 'light' : 'outline'}
              color={step.state === 'completed' ? 'teal' : 'gray'}
              plainText
              dashed={step.state !== 'completed'}
            >
              {`${String(step.passPercent)}%`}
            </PlainBadge>
            <Text size="xs" c="dimmed" span>
              {step.state === 'completed' ? 'reached ' : 'scheduled '}
              <RelativeTime millis={step.time} />
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
