// "Jan 15, 2024, 12:00:00 PM": en-US's medium date and time in the local zone, written from the Date's own fields.
// Intl.DateTimeFormat writes the same text (the test holds the two together across zones and daylight-saving changes),
// but a page's first Intl object loads the locale data: 15–37 ms of a cold page's main thread, paid on the critical
// path of every first view that shows a time (a gate's rollout steps, the gates list's rows). Years outside
// 1000–9999, where the two could part, still go through Intl.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

let intlFormat: Intl.DateTimeFormat | undefined;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date as en-US `{ dateStyle: 'medium', timeStyle: 'medium' }` writes it in the local zone. */
export function exactTimeText(date: Date): string {
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) {
    intlFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
    return intlFormat.format(date);
  }
  const hours = date.getHours();
  const clock = `${String(hours % 12 || 12)}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
  return `${MONTHS[date.getMonth()] ?? ''} ${String(date.getDate())}, ${String(year)}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}
