import { MAX_JSON_DEPTH, MAX_JSON_VALUE_BYTES } from '../contract/limits';

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

const KILOBYTE = 1024;

/**
 * Why the console will not send this free-form JSON value (a variant's json, a rule's returnValue), or undefined:
 * the same depth and size limits the server applies, checked before anything else walks the value.
 * (Lives here until the contract exports its own check; the messages say what to change.)
 */
export function jsonInputProblem(value: unknown): string | undefined {
  if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return `This JSON is nested deeper than ${String(MAX_JSON_DEPTH)} levels; flatten it to at most ${String(MAX_JSON_DEPTH)}`;
  }
  const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  if (bytes > MAX_JSON_VALUE_BYTES) {
    return `This JSON is ${String(Math.ceil(bytes / KILOBYTE))} KB; a value may be at most ${String(MAX_JSON_VALUE_BYTES / KILOBYTE)} KB`;
  }
  return undefined;
}
