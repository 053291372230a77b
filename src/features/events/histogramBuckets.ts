import type { EventRecord } from '../../contract/event';
import { datePartsReader } from '../../ui/dateParts';
import { parseEventTimestamp } from './eventTimestamp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Bucket widths to choose from, smallest first; the first that keeps the bars at most MAX_BUCKETS wins. */
const BUCKET_WIDTHS = [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 7 * DAY, 30 * DAY];
export const MAX_BUCKETS = 60;

/** One bar: the bucket's start, its label and how many events fall in it. */
export interface HistogramBucket {
  start: number;
  label: string;
  count: number;
}

/** The bucket width that fits the span between first and last event into at most MAX_BUCKETS bars. */
export function bucketWidth(spanMillis: number): number {
  return (
    BUCKET_WIDTHS.find((width) => spanMillis / width < MAX_BUCKETS) ?? BUCKET_WIDTHS[BUCKET_WIDTHS.length - 1] ?? DAY
  );
}

const DAY_LABEL = datePartsReader({ month: 'short', day: 'numeric' });
const MINUTE_LABEL = datePartsReader({
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Nov 23" for a day or wider, else "Nov 23 09:15", in local time. */
function bucketLabeller(width: number): (start: number) => string {
  const read = width >= DAY ? DAY_LABEL : MINUTE_LABEL;
  return (start) => {
    const part = read(start);
    const day = `${part.month ?? ''} ${part.day ?? ''}`;
    return width >= DAY ? day : `${day} ${part.hour ?? ''}:${part.minute ?? ''}`;
  };
}

/**
 * Event counts over time, oldest bucket first, with empty buckets kept so gaps show. Events whose timestamp
 * cannot be read are left out (the caller reports how many).
 */
export function eventHistogram(events: readonly EventRecord[]): {
  buckets: HistogramBucket[];
  width: number;
  unreadable: number;
} {
  const times: number[] = [];
  for (const event of events) {
    const millis = parseEventTimestamp(event.timestamp);
    if (millis !== undefined) times.push(millis);
  }
  const unreadable = events.length - times.length;
  if (times.length === 0) return { buckets: [], width: MINUTE, unreadable };
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    if (time < min) min = time;
    if (time > max) max = time;
  }
  const width = bucketWidth(max - min);
  // Buckets start on whole multiples of the width (in UTC), so the same event lands in the same bar across views.
  const first = Math.floor(min / width) * width;
  const counts = new Array<number>(Math.floor((max - first) / width) + 1).fill(0);
  for (const time of times) {
    const index = Math.floor((time - first) / width);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const label = bucketLabeller(width);
  const buckets = counts.map((count, index) => {
    const start = first + index * width;
    return { start, label: label(start), count };
  });
  return { buckets, width, unreadable };
}

/** "1 hour", "15 minutes", "1 day": the bucket width in words, for the chart's summary. */
export function bucketWidthText(width: number): string {
  if (width >= DAY) return width === DAY ? '1 day' : `${String(width / DAY)} days`;
  if (width >= HOUR) return width === HOUR ? '1 hour' : `${String(width / HOUR)} hours`;
  return width === MINUTE ? '1 minute' : `${String(width / MINUTE)} minutes`;
}
