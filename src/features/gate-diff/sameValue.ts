import { boundedJson } from '../../ui/boundedJson';

/**
 * JSON text with object keys sorted, so two values that differ only in key order compare equal. Undefined is
 * 'undefined', so such values stay comparable. Levels deeper than any value the API accepts are cut with a marker
 * (a stored value thousands of levels deep must not crash the page), so they compare equal below that depth.
 */
export function canonicalJson(value: unknown): string {
  return boundedJson(value, { sortKeys: true });
}

/** Deep equality of JSON-like values (key order ignored, array order kept). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** Equality of two lists as sets of values: order and repeats ignored. */
export function sameSet(a: readonly unknown[], b: readonly unknown[]): boolean {
  const left = new Set(a.map(canonicalJson));
  const right = new Set(b.map(canonicalJson));
  return left.size === right.size && [...left].every((item) => right.has(item));
}
