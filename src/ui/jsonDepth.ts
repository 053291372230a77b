/**
 * How deeply a value nests: 0 for a primitive or an empty object or array, 1 for `{"a": 1}`, and so on. Walks with
 * its own stack, never the call stack, and stops once past `stopAfter`, so a value 5,000 levels deep costs nothing.
 */
export function jsonDepth(value: unknown, stopAfter = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    const children = Array.isArray(item) ? (item as unknown[]) : Object.values(item);
    if (children.length === 0) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAfter) return deepest;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return deepest;
}
