// The chart styles load with this file, inside the event route's lazy chunk, not in the app's entry.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { niceTicks } from '../../ui/niceTicks';
import type { HistogramBucket } from './histogramBuckets';

/** Bars of event counts per time bucket; the caller gives it an accessible name and a text summary. */
export function EventCountChart({ buckets, height }: { buckets: HistogramBucket[]; height: number }) {
  // Counts are whole: a tick at 0.75 events reads as nonsense. Every tick is drawn (interval 0): the chart's own
  // thinning dropped one of five and left 0, 1, 2, 4.
  const axis = niceTicks(Math.max(0, ...buckets.map((bucket) => bucket.count)), { integer: true });
  return (
    <BarChart
      h={height}
      data={buckets}
      dataKey="label"
      series={[{ name: 'count', label: 'Events', color: 'indigo.7' }]}
      xAxisProps={{ minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, domain: [0, axis.top], ticks: axis.ticks, interval: 0 }}
      accessibilityLayer={false}
    />
  );
}
