import { type CSSProperties, lazy } from 'react';
import { Box, Group, Text, Title } from '@mantine/core';
import type { EventRecord } from '../../contract/event';
import { WhenIdle } from '../../ui/WhenIdle';
import { bucketWidthText, eventHistogram } from './histogramBuckets';
import { PlainPaper } from '../../ui/PlainPaper';
import { countText } from '../../ui/countText';

// Paper's `mb="md"`: the table follows below.
const GAP_BELOW: CSSProperties = { marginBottom: 'var(--mantine-spacing-md)' };

// The chart library is the largest part of the page: it loads once the table and this summary have painted.
const EventCountChart = lazy(() => import('./EventCountChart').then((module) => ({ default: module.EventCountChart })));
// The chart's height, held while its code loads so the table below does not move.
const CHART_HEIGHT = 160;

/** Event counts over time for the events shown, with a sentence that says what the bars say. */
export function EventHistogram({ events }: { events: readonly EventRecord[] }) {
  const { buckets, width, unreadable } = eventHistogram(events);
  if (buckets.length === 0) return null;
  const busiest = buckets.reduce((best, bucket) => (bucket.count > best.count ? bucket : best));
  const first = buckets[0]?.label ?? '';
  const last = buckets[buckets.length - 1]?.label ?? '';
  const skipped = unreadable > 0 ? ` ${countText(unreadable)} without a readable time are left out.` : '';
  return (
    <PlainPaper padding="md" style={GAP_BELOW}>
      <figure style={{ margin: 0 }} aria-labelledby="event-histogram-caption">
        <Group justify="space-between" align="baseline" wrap="wrap" mb="xs">
          <Title order={2} size="h4" id="event-histogram-caption">
            Events over time
          </Title>
          <Text size="sm">
            {`${bucketWidthText(width)} per bar, ${first} to ${last}; busiest ${busiest.label} with ${countText(busiest.count)}.${skipped}`}
          </Text>
        </Group>
        <WhenIdle placeholder={<Box h={CHART_HEIGHT} />}>
          <EventCountChart buckets={buckets} height={CHART_HEIGHT} />
        </WhenIdle>
      </figure>
    </PlainPaper>
  );
}
