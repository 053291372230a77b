import { formatDuration, intervalToDuration } from 'date-fns';
import type { PulseLoad } from '../../contract/experiment';

const MINUTE_MS = 60_000;

/** Milliseconds from creation to finish; undefined while the load runs (or if its times are inconsistent). */
export function loadDurationMs(load: PulseLoad): number | undefined {
  if (load.finishedTime === undefined || load.finishedTime === null) return undefined;
  const duration = load.finishedTime - load.createdTime;
  return duration >= 0 ? duration : undefined;
}

/** "1 hour 5 minutes" for a finished load, "running" while it is not finished. */
export function loadDurationText(load: PulseLoad): string {
  const duration = loadDurationMs(load);
  if (duration === undefined) return 'running';
  if (duration < MINUTE_MS) return 'under a minute';
  const parts = intervalToDuration({ start: 0, end: duration });
  return formatDuration(parts, { format: ['days', 'hours', 'minutes'] });
}

/** A compact duration for summaries: "12 min", "1 h 5 min". */
export function shortDuration(ms: number): string {
  const totalMinutes = Math.round(ms / MINUTE_MS);
  if (totalMinutes < 60) return `${String(totalMinutes)} min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(minutes)} min`;
}
