import { afterEach, describe, expect, it, vi } from 'vitest';
import { datePartsReader } from './dateParts';

const zone = process.env.TZ;
afterEach(() => {
  vi.restoreAllMocks();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('datePartsReader', () => {
  const minutes = datePartsReader({
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('gives the parts of a date or of milliseconds alike', () => {
    const at = new Date(2026, 10, 23, 9, 5);
    expect(minutes(at)).toMatchObject({ month: 'Nov', day: '23', hour: '09', minute: '05' });
    expect(minutes(at.getTime())).toEqual(minutes(at));
  });

  it('reads in the zone asked for, whatever the local one', () => {
    process.env.TZ = 'Asia/Kolkata';
    const inBerlin = datePartsReader({
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Berlin',
    });
    expect(inBerlin(Date.UTC(2026, 0, 15, 12, 30))).toMatchObject({ hour: '13', minute: '30' });
  });

  it("reads local dates from the Date's own fields, making no Intl formatter (a cold page's first is slow)", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(minutes(new Date(2026, 10, 23, 9, 5))).toEqual({ month: 'Nov', day: '23', hour: '09', minute: '05' });
    expect(made).not.toHaveBeenCalled();
  });

  it('follows the local zone when it changes after the first read', () => {
    // Node reads TZ again when it changes; a formatter made before keeps the zone it was made in.
    process.env.TZ = 'America/New_York';
    const noon = Date.UTC(2026, 0, 15, 17, 0);
    expect(minutes(noon)).toMatchObject({ day: '15', hour: '12', minute: '00' });
    process.env.TZ = 'Asia/Kolkata';
    expect(minutes(noon)).toMatchObject({ day: '15', hour: '22', minute: '30' });
    process.env.TZ = 'Pacific/Auckland';
    expect(minutes(noon)).toMatchObject({ day: '16', hour: '06', minute: '00' });
  });

  it('follows the local zone when it changes, also for what only Intl writes', () => {
    const longMonth = datePartsReader({
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    process.env.TZ = 'America/New_York';
    const noon = Date.UTC(2026, 0, 15, 17, 0);
    expect(longMonth(noon)).toMatchObject({ month: 'January', day: '15', hour: '12', minute: '00' });
    process.env.TZ = 'Pacific/Auckland';
    expect(longMonth(noon)).toMatchObject({ month: 'January', day: '16', hour: '06', minute: '00' });
  });
});
