import { format } from 'date-fns';
import type { PulseLoad } from '../../contract/experiment';
import { loadDurationMs, shortDuration } from './loadDuration';
import { loadState, orderStates, type LoadState } from './loadStates';

const MINUTE_MS = 60_000;

/** One point of the duration chart: when the load was created, how long it took and how it finished. */
export interface DurationPoint {
  created: string;
  minutes: number;
  state: LoadState;
}

function finishedDurations(loads: readonly PulseLoad[]): { createdTime: number; duration: number; state: LoadState }[] {
  return loads.flatMap((load) => {
    const duration = loadDurationMs(load);
    return duration === undefined ? [] : [{ createdTime: load.createdTime, duration, state: loadState(load) }];
  });
}

/** The chart's points, oldest first so time runs left to right; running loads have no duration yet. */
export function durationSeries(loads: readonly PulseLoad[]): DurationPoint[] {
  return finishedDurations(loads)
    .sort((a, b) => a.createdTime - b.createdTime)
    .map(({ createdTime, duration, state }) => ({
      created: format(new Date(createdTime), 'MMM d HH:mm'),
      minutes: Math.round((duration / MINUTE_MS) * 10) / 10,
      state,
    }));
}

/** The duration chart's bars: each load's minutes under the key of its state, and the states present, in order. */
interface DurationBars {
  data: Record<string, string | number>[];
  states: LoadState[];
}

/**
 * Bars keyed by finished state, so a chart with one series per state colours each load by how it ended (a failed
 * or timed-out load no longer looks like a success); one key per bar, so stacking the series draws one bar each.
 */
export function durationBars(points: readonly DurationPoint[]): DurationBars {
  const present = new Set(points.map((point) => point.state));
  return {
    data: points.map(({ created, minutes, state }) => ({ created, [state]: minutes })),
    states: orderStates([...present]),
  };
}

/** The middle value (mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** "Median duration 12 min; slowest 48 min", the chart's text summary. */
export function durationSummaryText(loads: readonly PulseLoad[]): string {
  const durations = finishedDurations(loads).map((entry) => entry.duration);
  const middle = median(durations);
  if (middle === undefined) return 'No finished loads on this page yet.';
  return `Median duration ${shortDuration(middle)}; slowest ${shortDuration(Math.max(...durations))}`;
}
