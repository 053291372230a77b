export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A `YYYY-MM-DD` date stamp in UTC, so the seed reads the same in every time zone. */
export function dayStamp(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
