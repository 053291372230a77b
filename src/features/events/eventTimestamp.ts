/** How an event's time reads: local time for the eye, the exact value (with the raw text) for the tooltip. */
export interface EventTimeText {
  local: string;
  exact: string;
  iso: string;
}

// Beyond ±8.64e15 ms a JavaScript Date is invalid; the text must be a plain integer.
const MILLIS_TEXT = /^-?\d{1,16}$/;
const MAX_DATE_MILLIS = 8.64e15;

/** Milliseconds since the epoch from the event's text timestamp; undefined for text that is not one. */
export function parseEventTimestamp(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!MILLIS_TEXT.test(trimmed)) return undefined;
  const millis = Number(trimmed);
  return Math.abs(millis) <= MAX_DATE_MILLIS ? millis : undefined;
}

/** Formats an event's text timestamp in local time; undefined when the text is not a millisecond timestamp. */
export function eventTimeText(text: string | undefined): EventTimeText | undefined {
  const millis = parseEventTimestamp(text);
  if (millis === undefined) return undefined;
  const date = new Date(millis);
  const local = `${localDate(date)} ${localClock(date)}`;
  return {
    local,
    exact: `${local}.${pad(date.getMilliseconds(), 3)} UTC${utcOffset(date)} (${String(millis)} ms)`,
    iso: date.toISOString(),
  };
}

// Plain arithmetic on the Date's local fields instead of a date library: the events table is the page's first
// view, and these few patterns are all it needs.
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "2026-11-23" in local time. */
function localDate(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "09:05:07" in local time, 24-hour. */
export function localClock(date: Date, seconds = true): string {
  const minutes = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return seconds ? `${minutes}:${pad(date.getSeconds())}` : minutes;
}

/** The local zone's offset from UTC at that date, as "+01:00" or "-05:00". */
function utcOffset(date: Date): string {
  const east = -date.getTimezoneOffset();
  const sign = east < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(east) / 60))}:${pad(Math.abs(east) % 60)}`;
}

/**
 * The short name of the zone event times are shown in ("UTC", "EST", "GMT+1"), for the Time column's heading: the
 * rows show local time like the rest of the console, so the heading says which.
 */
export function localZoneName(at: Date = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'local time';
}
