import { describe, expect, it } from 'vitest';
import { eventTimeText, localZoneName, parseEventTimestamp } from './eventTimestamp';

describe('parseEventTimestamp', () => {
  it('reads milliseconds since the epoch from text', () => {
    expect(parseEventTimestamp('1763900000123')).toBe(1763900000123);
  });

  it('ignores whitespace around the digits', () => {
    expect(parseEventTimestamp(' 1000 ')).toBe(1000);
  });

  it('rejects text that is not a whole number of milliseconds', () => {
    expect(parseEventTimestamp('2026-11-23T10:00:00Z')).toBeUndefined();
    expect(parseEventTimestamp('1.5')).toBeUndefined();
    expect(parseEventTimestamp('')).toBeUndefined();
    expect(parseEventTimestamp(undefined)).toBeUndefined();
  });

  it('rejects a number of milliseconds no date can hold', () => {
    expect(parseEventTimestamp('9000000000000000')).toBeUndefined();
  });
});

describe('eventTimeText', () => {
  it('shows local time to the second and keeps the milliseconds and raw value for the tooltip', () => {
    const millis = new Date(2026, 10, 23, 9, 5, 7, 42).getTime();
    const text = eventTimeText(String(millis));
    expect(text?.local).toBe('2026-11-23 09:05:07');
    expect(text?.exact).toContain('2026-11-23 09:05:07.042');
    expect(text?.exact).toContain(`${String(millis)} ms`);
    expect(text?.iso).toBe(new Date(millis).toISOString());
  });

  it("names the zone's offset from UTC at that date, east and west of Greenwich", () => {
    const zone = process.env.TZ;
    try {
      // Node reads TZ again when it changes.
      process.env.TZ = 'America/New_York';
      expect(eventTimeText(String(Date.UTC(2026, 0, 15, 17, 0, 0, 5)))?.exact).toBe(
        `2026-01-15 12:00:00.005 UTC-05:00 (${String(Date.UTC(2026, 0, 15, 17, 0, 0, 5))} ms)`,
      );
      process.env.TZ = 'Asia/Kolkata';
      expect(eventTimeText(String(Date.UTC(2026, 6, 1, 0, 0)))?.exact).toMatch(/^2026-07-01 05:30:00\.000 UTC\+05:30 /);
    } finally {
      restoreZone(zone);
    }
  });

  it('gives UTC itself a zero offset, and a zone before standard time its offset to the second', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect(eventTimeText('0')?.exact).toBe('1970-01-01 00:00:00.000 UTC+00:00 (0 ms)');
      // New York kept its local mean time, 4:56:02 behind Greenwich, until 1883.
      process.env.TZ = 'America/New_York';
      const millis = Date.UTC(1850, 0, 1, 12);
      expect(eventTimeText(String(millis))?.exact).toBe(`1850-01-01 07:03:58.000 UTC-04:56:02 (${String(millis)} ms)`);
    } finally {
      restoreZone(zone);
    }
  });

  it('counts years before 1 AD as a Date does: 1 BC is year 0', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect(eventTimeText('-62198755200000')?.local).toBe('-1-01-01 00:00:00');
      expect(eventTimeText('-62167219200000')?.local).toBe('0-01-01 00:00:00');
    } finally {
      restoreZone(zone);
    }
  });

  it('has no text for a timestamp it cannot read', () => {
    expect(eventTimeText('yesterday')).toBeUndefined();
  });
});

function restoreZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}

describe('localZoneName', () => {
  it('names the zone shortly, with the offset of the date asked about', () => {
    const winter = new Date(Date.UTC(2026, 0, 15, 12));
    const summer = new Date(Date.UTC(2026, 6, 15, 12));
    expect(localZoneName(winter, 'UTC')).toBe('UTC');
    expect(localZoneName(winter, 'America/New_York')).toBe('EST');
    expect(localZoneName(summer, 'America/New_York')).toBe('EDT');
    expect(localZoneName(winter, 'Europe/Berlin')).toBe('GMT+1');
  });
});
