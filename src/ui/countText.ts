/**
 * A whole number as en-US writes it ("12,345"), grouped here rather than by `toLocaleString`: a page's first Intl use
 * loads the locale data, 15–37 ms of a cold page's main thread, and the gates list's status counts paid it before
 * their first paint. Anything but a safe integer still goes through Intl.
 */
export function countText(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const grouped = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
