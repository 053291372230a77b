// The chart styles load with this file, inside the event route's lazy chunk, not in the app's entry.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { HistogramBucket } from './eventHistogram';

/** Bars of event counts per time bucket; the caller gives it an accessible name and a text summary. */
export function EventCountChart({ buckets }: { buckets: HistogramBucket[] }) {
  return (
    <BarChart
      h={160}
      data={buckets}
      dataKey="label"
      series={[{ name: 'count', label: 'Events', color: 'indigo.7' }]}
      xAxisProps={{ minTickGap: 24 }}
      // Counts are whole: a tick at 0.75 events reads as nonsense.
      yAxisProps={{ allowDecimals: false }}
      accessibilityLayer={false}
    />
  );
}
