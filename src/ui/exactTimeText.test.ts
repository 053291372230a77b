import { afterEach, describe, expect, it } from 'vitest';
import { exactTimeText } from './exactTimeText';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// Zones with half-hour and 45-minute offsets, daylight saving north and south, and a date-line crossing.
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Apia',
];

describe('exactTimeText', () => {
  it("writes what Intl's en-US medium date and time writes, in every zone, around every hour", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
      // Every 61 minutes and 7 seconds through two years (daylight-saving changes both ways, noon and midnight).
      for (let at = Date.UTC(2023, 0, 1); at < Date.UTC(2025, 0, 1); at += 3_667_000) {
        const date = new Date(at);
        expect(exactTimeText(date), `${zone} ${date.toISOString()}`).toBe(intl.format(date));
      }
    }
  });

  it('reads midnight and noon as 12 AM and 12 PM', () => {
    process.env.TZ = 'UTC';
    expect(exactTimeText(new Date(Date.UTC(2024, 0, 15, 0, 0, 5)))).toBe('Jan 15, 2024, 12:00:05 AM');
    expect(exactTimeText(new Date(Date.UTC(2024, 0, 15, 12, 30, 0)))).toBe('Jan 15, 2024, 12:30:00 PM');
  });

  it('leaves a year beyond four digits to Intl', () => {
    process.env.TZ = 'UTC';
    const far = new Date(Date.UTC(12024, 5, 1, 8, 0, 0));
    expect(exactTimeText(far)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(far),
    );
  });
});
