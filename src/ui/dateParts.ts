import { localPartsWriter } from './localDateParts';

/** A date's fields as `Intl.DateTimeFormat` writes them (`month: 'Nov'`, `hour: '09'`), by part type. */
export type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

// The platform's formatter, not a date library. Making one costs ten to twenty times formatting a date with it
// (node, 0.6–0.8 ms against 30–90 µs), so there is one per set of options (a zone is one of them), kept for good.
const formatters = new Map<string, Intl.DateTimeFormat>();

function freshFormatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const format = new Intl.DateTimeFormat('en-US', options);
  formatters.set(key, format);
  return format;
}

function readParts(format: Intl.DateTimeFormat, date: Date): DateParts {
  const parts: DateParts = {};
  for (const { type, value } of format.formatToParts(date)) parts[type] = value;
  return parts;
}

/** Whether the fields a Date tells in the current local zone (day, 24-hour hour, minute, second) are the parts'. */
function agreesWithDate(parts: DateParts, date: Date, options: Intl.DateTimeFormatOptions): boolean {
  const differs = (part: string | undefined, own: number) => part !== undefined && Number(part) !== own;
  return !(
    differs(parts.day, date.getDate()) ||
    (options.hourCycle === 'h23' && differs(parts.hour, date.getHours())) ||
    differs(parts.minute, date.getMinutes()) ||
    differs(parts.second, date.getSeconds())
  );
}

/**
 * Reads dates into their parts (en-US) with `options`, in `options.timeZone` or else the local zone: from the Date's
 * own fields where `localDateParts` writes them as Intl does, else on one cached formatter per options.
 */
export function datePartsReader(options: Intl.DateTimeFormatOptions): (date: Date | number) => DateParts {
  const key = JSON.stringify(options);
  const writeLocal = options.timeZone === undefined ? localPartsWriter(options) : undefined;
  return (date) => {
    const at = typeof date === 'number' ? new Date(date) : date;
    const written = writeLocal?.(at);
    if (written) return written;
    const parts = readParts(formatters.get(key) ?? freshFormatter(key, options), at);
    // A formatter keeps the zone it was made in, a Date reads the current one: once the local zone has changed (a
    // travelling laptop, a test), the fields they both tell differ and the formatter is made again.
    if (options.timeZone !== undefined || agreesWithDate(parts, at, options)) return parts;
    return readParts(freshFormatter(key, options), at);
  };
}
