// The chart styles load with this file, inside the pulse loads route's lazy chunk, not in the app's entry.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { DurationPoint } from './durationTrend';

/** Load duration in minutes over creation time; the caller gives it an accessible name and a text summary. */
export function LoadDurationChart({ points }: { points: DurationPoint[] }) {
  return (
    <LineChart
      h={180}
      data={points}
      dataKey="created"
      series={[{ name: 'minutes', label: 'Duration (min)', color: 'indigo.7' }]}
      curveType="linear"
      unit=" min"
      withDots={points.length <= 40}
      xAxisProps={{ minTickGap: 24 }}
      accessibilityLayer={false}
    />
  );
}
