import { Group, Paper, Text, Title } from '@mantine/core';
import type { EventRecord } from '../../contract/event';
import { EventCountChart } from './EventCountChart';
import { bucketWidthText, eventHistogram } from './histogramBuckets';

/** Event counts over time for the events shown, with a sentence that says what the bars say. */
export function EventHistogram({ events }: { events: readonly EventRecord[] }) {
  const { buckets, width, unreadable } = eventHistogram(events);
  if (buckets.length === 0) return null;
  const busiest = buckets.reduce((best, bucket) => (bucket.count > best.count ? bucket : best));
  const first = buckets[0]?.label ?? '';
  const last = buckets[buckets.length - 1]?.label ?? '';
  const skipped = unreadable > 0 ? ` ${unreadable.toLocaleString()} without a readable time are left out.` : '';
  return (
    <Paper withBorder p="md" mb="md">
      <figure style={{ margin: 0 }} aria-labelledby="event-histogram-caption">
        <Group justify="space-between" align="baseline" wrap="wrap" mb="xs">
          <Title order={2} size="h4" id="event-histogram-caption">
            Events over time
          </Title>
          <Text size="sm">
            {`${bucketWidthText(width)} per bar, ${first} to ${last}; busiest ${busiest.label} with ${busiest.count.toLocaleString()}.${skipped}`}
          </Text>
        </Group>
        <EventCountChart buckets={buckets} />
      </figure>
    </Paper>
  );
}
