import { afterEach, describe, expect, it } from 'vitest';
import type { DateParts } from './dateParts';
import { localPartsWriter } from './localDateParts';

const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

// Half-hour and 45-minute offsets, daylight saving north and south (Lord Howe's is half an hour), west of
// Greenwich by a half hour, and a date-line crossing.
const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
];

// What the events page asks for: its rows' times and its histogram's day and minute labels.
const OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  {
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
  },
  { month: 'short', day: 'numeric' },
  { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset' },
];

function intlParts(options: Intl.DateTimeFormatOptions): (date: Date) => DateParts {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (date) => {
    const parts: DateParts = {};
    for (const { type, value } of format.formatToParts(date)) if (type !== 'literal') parts[type] = value;
    return parts;
  };
}

/** The parts as text in one order, to compare many cheaply. */
const sortedText = (parts: DateParts | undefined) => JSON.stringify(parts && Object.entries(parts).sort());

function writerFor(options: Intl.DateTimeFormatOptions): (date: Date) => DateParts | undefined {
  const write = localPartsWriter(options);
  if (!write) throw new Error(`no writer for ${JSON.stringify(options)}`);
  return write;
}

describe('localPartsWriter', () => {
  it("writes the parts Intl's en-US formatter gives, in every zone, through two years of every hour", () => {
    const differences: string[] = [];
    for (const zone of ZONES) {
      process.env.TZ = zone;
      for (const options of OPTION_SETS) {
        const write = writerFor(options);
        const intl = intlParts(options);
        // Every 4 hours, 1 minute, 7 seconds and 89 ms through two years: daylight-saving changes both ways, every
        // hour of the day, midnight and noon, and every millisecond digit.
        for (let at = Date.UTC(2023, 0, 1); at < Date.UTC(2025, 0, 1); at += 14_467_089) {
          const date = new Date(at);
          const [written, expected] = [sortedText(write(date)), sortedText(intl(date))];
          if (written !== expected) differences.push(`${zone} ${date.toISOString()}: ${written} for ${expected}`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('writes the first and last years it is held to, around the turn of each', () => {
    // In UTC: before the 1880s every other zone kept its local mean time, an offset with seconds.
    process.env.TZ = 'UTC';
    const [exact] = OPTION_SETS;
    if (!exact) throw new Error('no option set');
    const write = writerFor(exact);
    const intl = intlParts(exact);
    for (const date of [new Date(1000, 0, 1, 0, 0, 0, 7), new Date(9999, 11, 31, 23, 59, 59, 999)]) {
      expect(write(date)).toEqual(intl(date));
    }
  });

  it('leaves to Intl what it does not write as Intl does', () => {
    // A lone two-digit minute reads "5" in en-US; the 12-hour clock and named zones are Intl's.
    expect(localPartsWriter({ minute: '2-digit' })).toBeUndefined();
    expect(localPartsWriter({ hour: '2-digit', minute: '2-digit' })).toBeUndefined();
    expect(localPartsWriter({ timeZoneName: 'short' })).toBeUndefined();
    expect(localPartsWriter({ month: 'long' })).toBeUndefined();
  });

  it('leaves to Intl a year beyond four digits, an offset with seconds and an invalid date', () => {
    process.env.TZ = 'America/New_York';
    const write = writerFor({ year: 'numeric', hour: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset' });
    expect(write(new Date(Date.UTC(12024, 5, 1)))).toBeUndefined();
    expect(write(new Date(Date.UTC(999, 5, 1)))).toBeUndefined();
    // New York kept its local mean time, 4:56:02 behind Greenwich, until 1883.
    expect(write(new Date(Date.UTC(1850, 0, 1, 12)))).toBeUndefined();
    expect(write(new Date(Number.NaN))).toBeUndefined();
    expect(write(new Date(Date.UTC(1900, 0, 1, 12)))).toEqual({ year: '1900', hour: '07', timeZoneName: 'GMT-05:00' });
  });
});
