/**
 * Applies what a list control changed (from `shown` to `next`) to the address's `latest` list. While a new view
 * loads, the page still shows the list before the last change, so a tag added in that time must not drop the one
 * added just before it.
 */
export function applyListEdit(latest: readonly string[], shown: readonly string[], next: readonly string[]): string[] {
  const removed = new Set(shown.filter((item) => !next.includes(item)));
  const kept = latest.filter((item) => !removed.has(item));
  const added = next.filter((item) => !shown.includes(item) && !kept.includes(item));
  return [...kept, ...added];
}
