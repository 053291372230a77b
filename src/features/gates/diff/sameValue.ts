/** JSON text with object keys sorted, so two values that differ only in key order compare equal. */
export function canonicalJson(value: unknown): string {
  // JSON.stringify answers undefined (despite its type) for undefined; the string keeps such values comparable.
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const entries = Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
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
