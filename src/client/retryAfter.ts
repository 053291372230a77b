/**
 * Milliseconds to wait from a `Retry-After` header: delay-seconds (`120`) or an HTTP date. Undefined when the header
 * is absent or unreadable; a date in the past means 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always names a day and month; without letters Date.parse would accept '-5' as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
