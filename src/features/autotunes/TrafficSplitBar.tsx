import { Group, Progress, Stack, Text } from '@mantine/core';
import { trafficSplit } from './trafficSplit';

const COLOURS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'indigo'] as const;

/** How traffic splits between the variants by size, as a bar and in words. */
export function TrafficSplitBar({ variants }: { variants: readonly { name: string; size: number | string }[] }) {
  const split = trafficSplit(variants);
  const label = (name: string, index: number) => name.trim() || `Variant ${String(index + 1)}`;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="traffic-split-label">
        Traffic split
      </Text>
      <Progress.Root size={20} aria-labelledby="traffic-split-label">
        {split.map((share, index) =>
          share.percent > 0 ? (
            <Progress.Section
              key={index}
              value={share.percent}
              color={COLOURS[index % COLOURS.length]}
              aria-label={`${label(share.name, index)}: ${share.text}`}
            />
          ) : null,
        )}
      </Progress.Root>
      <Group gap="md">
        {split.map((share, index) => (
          <Text key={index} size="sm">
            {`${label(share.name, index)} ${share.text}`}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
