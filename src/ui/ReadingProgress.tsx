import { Group, Progress, Stack, Text } from '@mantine/core';
import { PlainButton } from './PlainButton';

interface ReadingProgressProps {
  /** What is being read and how far: "Reading gates: 40 of 120". Announced as a status. */
  text: string;
  /** Done so far, 0–100; undefined when the server gives no total, which animates a full bar instead. */
  percent: number | undefined;
  /** The bar's accessible name: "Progress of reading every gate". */
  label: string;
  /** Stops the reading; without it no Cancel shows (a step too short to stop). */
  onCancel?: (() => void) | undefined;
}

/** "Done / of how many" as the progress lines write it: "40" or "40 of 120". */
export function countOf(done: number, total: number | undefined): string {
  return total === undefined ? String(done) : `${String(done)} of ${String(total)}`;
}

/** The share done, for the bar; undefined without a total. */
export function percentOf(done: number, total: number | undefined): number | undefined {
  if (total === undefined) return undefined;
  return total === 0 ? 100 : Math.min(100, (done / total) * 100);
}

/** A page reading every page of a list (or more): one line saying how far, Cancel, and a bar. */
export function ReadingProgress({ text, percent, label, onCancel }: ReadingProgressProps) {
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between">
        <Text size="sm" role="status">
          {text}
        </Text>
        {onCancel && (
          <PlainButton variant="default" size="compact-sm" onClick={onCancel}>
            Cancel
          </PlainButton>
        )}
      </Group>
      <Progress value={percent ?? 100} animated={percent === undefined} aria-label={label} />
    </Stack>
  );
}
