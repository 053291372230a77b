import { datePartsReader } from '../../ui/dateParts';

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
  const part = localParts(date);
  const local = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  // The offset reads "GMT+05:30", or "GMT-04:56:02" before standard time; at UTC itself some engines print "GMT".
  const offset = part.timeZoneName.slice(3) || '+00:00';
  return {
    local,
    exact: `${local}.${part.fractionalSecond} UTC${offset} (${String(millis)} ms)`,
    iso: date.toISOString(),
  };
}

// The events table is the page's first view: one reader (one cached formatter) serves every row.
const localFields = datePartsReader({
  era: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

type Parts = Record<Intl.DateTimeFormatPartTypes, string>;

/** The date's fields in the local zone, as text. */
function localParts(date: Date): Parts {
  // Every part the fields above ask for is there.
  const parts = localFields(date) as Parts;
  // Before 1 AD the era counts back from 1 BC; the year shown is the Date's own (1 BC is 0), as it always was.
  return parts.era === 'BC' ? { ...parts, year: String(1 - Number(parts.year)) } : parts;
}

/**
 * The short name of the zone event times are shown in ("UTC", "EST", "GMT+1"), for the Time column's heading: the
 * rows show local time like the rest of the console, so the heading says which.
 */
export function localZoneName(at: Date = new Date(), timeZone?: string): string {
  // The zone is named, not left local: a local formatter would keep the name of a zone since left.
  const zone = timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return datePartsReader({ timeZoneName: 'short', timeZone: zone })(at).timeZoneName ?? 'local time';
}
