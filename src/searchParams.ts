/**
 * The router's reading and writing of `?search`: every value is text, as a person typed it. TanStack Router's
 * default JSON-parses values, so `?q=24`, `?q=true` or `?q=null` arrived as a number, a boolean or null, failed
 * the routes' string schemas and were dropped, and a typed `24` was written back as `?q="24"`. Numeric params
 * (`page`, `limit`, `version`, ...) are coerced from text by their routes' `validateSearch`.
 */

/** `?q=24&page=2` → `{ q: '24', page: '2' }`. A key given more than once keeps its first value. */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  // No prototype: a `?__proto__=` or `?constructor=` param is a plain key like any other.
  const search = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) {
    if (!(key in search)) search[key] = value;
  }
  return search;
}

/** `{ q: '24', page: 2 }` → `?q=24&page=2`: text as is, numbers and booleans as written, undefined and null left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    const text =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
    params.set(key, text);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
