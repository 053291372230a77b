import type { DateParts } from './dateParts';

// A date's parts in the local zone as en-US Intl.DateTimeFormat writes them, read from the Date's own fields. A
// page's first Intl object loads ICU's locale data (15–37 ms of a cold page's main thread), and the events table and
// its histogram are a first view. The test holds these parts to Intl's across zones and daylight-saving changes;
// anything else (other options, a named zone, years outside 1000–9999, an offset with seconds) is left to Intl.

// exactTimeText has the same two lines: importing one from the other would add a module to first pages (the gates
// list, the events page) that are held to a script budget.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

type Field = (date: Date) => string;

// The parts written here, by option and value.
const FIELDS: Partial<Record<string, Field>> = {
  'era short': () => 'AD',
  'year numeric': (date) => String(date.getFullYear()),
  'month short': (date) => SHORT_MONTHS[date.getMonth()] ?? '',
  'month 2-digit': (date) => twoDigits(date.getMonth() + 1),
  'day numeric': (date) => String(date.getDate()),
  'day 2-digit': (date) => twoDigits(date.getDate()),
  'hour 2-digit': (date) => twoDigits(date.getHours()),
  'minute 2-digit': (date) => twoDigits(date.getMinutes()),
  'second 2-digit': (date) => twoDigits(date.getSeconds()),
  'fractionalSecondDigits 3': (date) => String(date.getMilliseconds()).padStart(3, '0'),
  'timeZoneName longOffset': (date) => longOffset(offsetMillis(date)),
};

/** Milliseconds the local zone is ahead of UTC at the date: the local fields read as UTC, less the instant. */
function offsetMillis(date: Date): number {
  const local = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
  return local - date.getTime();
}

/** "GMT+05:30", "GMT-04:00", "GMT+00:00" (as Chromium and Node write it; older engines wrote "GMT"). */
function longOffset(offset: number): string {
  const minutes = Math.abs(offset) / 60_000;
  return `GMT${offset < 0 ? '-' : '+'}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/**
 * A writer of the parts `options` ask for in the local zone, or undefined when the options ask for something it
 * does not write. The writer gives undefined for a date outside the range it is held to Intl in.
 */
export function localPartsWriter(
  options: Intl.DateTimeFormatOptions,
): ((date: Date) => DateParts | undefined) | undefined {
  const { hour, minute, second, hourCycle, fractionalSecondDigits } = options;
  // en-US writes a lone two-digit minute or second with one digit, and a 12-hour clock unless asked otherwise.
  if ((minute && !hour) || (second && !minute) || (fractionalSecondDigits && !second) || (hour && hourCycle !== 'h23'))
    return undefined;
  const fields: [string, Field][] = [];
  for (const [option, value] of Object.entries(options)) {
    if (option === 'hourCycle') continue;
    const field = FIELDS[`${option} ${String(value)}`];
    if (!field) return undefined;
    // Each option names its part, but for the fraction of a second.
    fields.push([option === 'fractionalSecondDigits' ? 'fractionalSecond' : option, field]);
  }
  return (date) => {
    const year = date.getFullYear();
    // NaN (an invalid date) fails the range too, and Intl says why.
    if (!(year >= 1000 && year <= 9999) || offsetMillis(date) % 60_000 !== 0) return undefined;
    const parts: Record<string, string> = {};
    for (const [type, field] of fields) parts[type] = field(date);
    return parts;
  };
}
