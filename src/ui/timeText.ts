import { exactTimeText } from './exactTimeText';

/** How a timestamp reads: relative for the eye ("3 days ago"), exact for the tooltip, ISO for `<time>`. */
export interface TimeText {
  relative: string;
  exact: string;
  iso: string;
}

// The browser's own Intl instead of date-fns: it keeps ~8 KB off the first page. en-US, as the rest of the UI text.
// The relative text is worded here rather than by Intl.RelativeTimeFormat: building one loads its locale data,
// about 45 ms of the first page's main thread, and en-US's "numeric: always" wording is just "N units ago".
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

// Each unit serves until the next reads better; the thresholds follow date-fns's formatDistance (45 s, 45 min, ...).
const UNITS: readonly { unit: string; size: number; below: number }[] = [
  { unit: 'second', size: SECOND, below: 45 * SECOND },
  { unit: 'minute', size: MINUTE, below: 45 * MINUTE },
  { unit: 'hour', size: HOUR, below: DAY },
  { unit: 'day', size: DAY, below: 30 * DAY },
  { unit: 'month', size: MONTH, below: YEAR },
  { unit: 'year', size: YEAR, below: Infinity },
];

/** "2 days ago", "in 3 hours": the distance from `now` in the largest unit that reads naturally. */
function relativeText(millis: number, now: number): string {
  const distance = millis - now;
  const magnitude = Math.abs(distance);
  const { unit, size } = UNITS.find((candidate) => magnitude < candidate.below) ?? { unit: 'year', size: YEAR };
  // At least one of the unit, so a time a moment ago still reads "1 second ago" rather than "0 seconds ago".
  const count = Math.max(1, Math.round(magnitude / size));
  const amount = `${String(count)} ${unit}${count === 1 ? '' : 's'}`;
  return distance < 0 ? `${amount} ago` : `in ${amount}`;
}

/** Formats milliseconds since the epoch; undefined for a missing or invalid time. */
export function timeText(millis: number | undefined | null, now = Date.now()): TimeText | undefined {
  if (millis === undefined || millis === null || !Number.isFinite(millis)) return undefined;
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return undefined;
  return {
    relative: relativeText(millis, now),
    exact: exactTimeText(date),
    iso: date.toISOString(),
  };
}
