// The chart styles load with this file, inside the pulse loads route's lazy chunk, not in the app's entry.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { durationBars, type DurationPoint } from './durationTrend';
import { loadStateColor, loadStateLabel } from './loadStates';

/**
 * Load duration in minutes over creation time, one bar per load coloured by how it finished, with a legend naming
 * the colours; the caller gives it an accessible name and a text summary.
 */
export function LoadDurationChart({ points }: { points: DurationPoint[] }) {
  const { data, states } = durationBars(points);
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="created"
      type="stacked"
      series={states.map((state) => ({ name: state, label: loadStateLabel(state), color: `${loadStateColor(state)}.7` }))}
      unit=" min"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      xAxisProps={{ minTickGap: 24 }}
      accessibilityLayer={false}
    />
  );
}
