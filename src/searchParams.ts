/**
 * The router's reading and writing of `?search`: every value is text, as a person typed it. TanStack Router's
 * default JSON-parses values, so `?q=24`, `?q=true` or `?q=null` arrived as a number, a boolean or null, failed
 * the routes' string schemas and were dropped, and a typed `24` was written back as `?q="24"`. Numeric params
 * (`page`, `limit`, `version`, ...) are coerced from text by their routes' `validateSearch`. A list is the key
 * repeated (`?tags=a&tags=b`), as the API's own repeatable query parameters are.
 */

/** A search value as read from the address: one text, or the texts of a repeated key in their order. */
export type SearchValue = string | string[];

/** `?q=24&tags=a&tags=b` → `{ q: '24', tags: ['a', 'b'] }`. A key given once stays one text. */
export function parseSearch(searchStr: string): Record<string, SearchValue> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  // No prototype: a `?__proto__=` or `?constructor=` param is a plain key like any other.
  const search = Object.create(null) as Record<string, SearchValue>;
  for (const [key, value] of params) {
    const seen = search[key];
    if (seen === undefined) search[key] = value;
    else search[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return search;
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/**
 * `{ q: '24', page: 2, tags: ['a', 'b'] }` → `?q=24&page=2&tags=a&tags=b`: text as is, numbers and booleans as
 * written, an array as its key repeated (an empty one left out), undefined and null left out.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) if (item !== undefined && item !== null) params.append(key, asText(item));
    } else params.set(key, asText(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
