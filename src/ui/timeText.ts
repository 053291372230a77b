import { format, formatDistanceToNow } from 'date-fns';

/** How a timestamp reads: relative for the eye ("3 days ago"), exact for the tooltip, ISO for `<time>`. */
export interface TimeText {
  relative: string;
  exact: string;
  iso: string;
}

/** Formats milliseconds since the epoch; undefined for a missing or invalid time. */
export function timeText(millis: number | undefined | null): TimeText | undefined {
  if (millis === undefined || millis === null || !Number.isFinite(millis)) return undefined;
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return undefined;
  return {
    relative: formatDistanceToNow(date, { addSuffix: true }),
    exact: format(date, 'PPpp'),
    iso: date.toISOString(),
  };
}
