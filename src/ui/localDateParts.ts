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

// For each option, the values written here, and how; a minute needs an hour and a second a minute, as en-US
// writes a lone two-digit minute or second with one digit.
const FIELDS: Partial<Record<keyof Intl.DateTimeFormatOptions, Partial<Record<string, Field>>>> = {
  era: { short: () => 'AD' },
  year: { numeric: (date) => String(date.getFullYear()) },
  month: {
    short: (date) => SHORT_MONTHS[date.getMonth()] ?? '',
    '2-digit': (date) => twoDigits(date.getMonth() + 1),
  },
  day: { numeric: (date) => String(date.getDate()), '2-digit': (date) => twoDigits(date.getDate()) },
  hour: { '2-digit': (date) => twoDigits(date.getHours()) },
  minute: { '2-digit': (date) => twoDigits(date.getMinutes()) },
  second: { '2-digit': (date) => twoDigits(date.getSeconds()) },
  timeZoneName: { longOffset: (date) => longOffset(offsetMillis(date)) },
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

function fieldFor(option: string, value: unknown, options: Intl.DateTimeFormatOptions): Field | undefined {
  if (option === 'fractionalSecondDigits') {
    const digits = Number(value);
    return options.second ? (date) => String(date.getMilliseconds()).padStart(3, '0').slice(0, digits) : undefined;
  }
  if (option === 'minute' && !options.hour) return undefined;
  if (option === 'second' && !options.minute) return undefined;
  // en-US's hour is 12-hour unless asked otherwise; only the 24-hour one is written here.
  if (option === 'hour' && options.hourCycle !== 'h23') return undefined;
  return typeof value === 'string' ? FIELDS[option as keyof Intl.DateTimeFormatOptions]?.[value] : undefined;
}

/**
 * A writer of the parts `options` ask for in the local zone, or undefined when the options ask for something it
 * does not write. The writer gives undefined for a date outside the range it is held to Intl in.
 */
export function localPartsWriter(
  options: Intl.DateTimeFormatOptions,
): ((date: Date) => DateParts | undefined) | undefined {
  const fields: [Intl.DateTimeFormatPartTypes, Field][] = [];
  for (const [option, value] of Object.entries(options)) {
    if (option === 'hourCycle' && value === 'h23') continue;
    const field = fieldFor(option, value, options);
    if (!field) return undefined;
    // Each option names its part, but for the fraction of a second.
    const type = option === 'fractionalSecondDigits' ? 'fractionalSecond' : option;
    fields.push([type as Intl.DateTimeFormatPartTypes, field]);
  }
  return (date) => {
    const year = date.getFullYear();
    // NaN (an invalid date) fails the range too, and Intl says why.
    if (!(year >= 1000 && year <= 9999) || offsetMillis(date) % 60_000 !== 0) return undefined;
    const parts: DateParts = {};
    for (const [type, field] of fields) parts[type] = field(date);
    return parts;
  };
}
