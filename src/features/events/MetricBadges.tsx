import { Badge, Box, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { metricFlags, metricTypeColour, metricTypeLabel } from './metricLabels';

// A light badge's own text colour can fall below 4.5:1 on its tint: the text keeps the body colour and a dot
// carries the type's colour, as the pulse load state badges do.
const badgeStyles = {
  root: { overflow: 'visible' },
  label: { color: 'var(--mantine-color-text)', overflow: 'visible' },
};

/** A metric or funnel-step type as a coloured badge with its readable name. */
export function MetricTypeBadge({ type }: { type: string }) {
  const colour = metricTypeColour(type);
  return (
    <Badge
      color={colour}
      variant="light"
      tt="none"
      styles={badgeStyles}
      leftSection={<Box aria-hidden w={8} h={8} bg={`${colour}.7`} style={{ borderRadius: '50%' }} />}
    >
      {metricTypeLabel(type)}
    </Badge>
  );
}

/** Which way is good for the metric: an arrow and the word. */
export function Directionality({ value }: { value: string | undefined }) {
  if (value === undefined) return <span>—</span>;
  const Arrow = value === 'decrease' ? IconArrowDown : IconArrowUp;
  return (
    <Group gap={4} wrap="nowrap">
      {(value === 'increase' || value === 'decrease') && <Arrow size={16} aria-hidden />}
      <Text size="sm">{value === 'increase' ? 'Increase' : value === 'decrease' ? 'Decrease' : value}</Text>
    </Group>
  );
}

/** The metric's set flags as outlined badges; a dash when none is set. */
export function MetricFlags({ metric }: { metric: Parameters<typeof metricFlags>[0] }) {
  const flags = metricFlags(metric);
  if (flags.length === 0) return <span>—</span>;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} variant="outline" color="gray" tt="none" styles={badgeStyles}>
          {flag}
        </Badge>
      ))}
    </Group>
  );
}

/** Tags as small badges; a dash when there are none. */
export function MetricTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <span>—</span>;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="default" tt="none" styles={badgeStyles}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
