// The chart styles load with this file, inside the pulse loads route's lazy chunk, not in the app's entry.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { niceTicks } from '../../ui/niceTicks';
import { durationBars, type DurationPoint } from './durationTrend';
import { loadStateColor, loadStateLabel } from './loadStates';

/**
 * Load duration in minutes over creation time, one bar per load coloured by how it finished, with a legend naming
 * the colours; the caller gives it an accessible name and a text summary.
 */
export function LoadDurationChart({ points }: { points: DurationPoint[] }) {
  const { data, states } = durationBars(points);
  // Even 1-2-5 steps, every tick drawn (interval 0): the chart's own thinning left 0, 90, 180, 360 min.
  const axis = niceTicks(Math.max(0, ...points.map((point) => point.minutes)));
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="created"
      type="stacked"
      series={states.map((state) => ({
        name: state,
        label: loadStateLabel(state),
        color: `${loadStateColor(state)}.7`,
      }))}
      unit=" min"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      xAxisProps={{ minTickGap: 24 }}
      yAxisProps={{ domain: [0, axis.top], ticks: axis.ticks, interval: 0 }}
      accessibilityLayer={false}
    />
  );
}
