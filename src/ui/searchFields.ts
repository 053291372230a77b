/**
 * The readers of a route's `validateSearch`: small functions instead of zod schemas, so the shell that matches the
 * address carries no schema library and no record schemas. Each reads one value as the router gives it (text, or
 * the texts of a repeated key) and gives undefined for anything a page cannot use, so a hand-edited link never
 * fails a page.
 */

/** A route's `validateSearch`: reads the address's values into the route's search. */
export interface SearchReader<T> {
  parse: (search: Record<string, unknown>) => T;
}

/** Builds a reader from one reader per key; a key read as undefined is left out. */
export function searchReader<T extends object>(fields: {
  [K in keyof T]-?: (value: unknown) => T[K];
}): SearchReader<T> {
  return {
    parse: (search) => {
      const read: Record<string, unknown> = {};
      for (const key of Object.keys(fields) as (keyof T & string)[]) {
        const value = search[key] === undefined ? undefined : fields[key](search[key]);
        if (value !== undefined) read[key] = value;
      }
      return read as T;
    },
  };
}

/** Text as given, or undefined for a list or a non-text. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Text with something in it, or undefined. */
export const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Trimmed text, or undefined when blank. */
export const trimmedText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** One of `values`, or undefined. */
export function oneOf<T extends string>(values: readonly T[]): (value: unknown) => T | undefined {
  return (value) => values.find((known) => known === value);
}

/** A whole number from `min` to `max` (text or number, as `Number()` reads it), or undefined. */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (value: unknown) => number | undefined {
  return (value) => {
    const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
    return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
  };
}

/** `read`'s value, or `fallback` when it gives none (a present but unusable value). */
export function orElse<T>(read: (value: unknown) => T | undefined, fallback: T): (value: unknown) => T {
  return (value) => read(value) ?? fallback;
}

/** A text field's value as a control shows it: the text, or empty for an absent value, a list or a non-text. */
export const urlText = (value: unknown): string => text(value) ?? '';

/**
 * The items of a list: the key repeated (`?tags=a&tags=b`), or one value, where a comma separates items (an older
 * link's `a,b`, or "a, b" typed or pasted into a tag input at once). Trimmed, each once, blanks dropped.
 */
export function urlListItems(value: unknown): string[] {
  const raw: unknown[] = Array.isArray(value) ? value : [value];
  const items = raw.flatMap((item) => (typeof item === 'string' ? item.split(',') : [])).map((item) => item.trim());
  return [...new Set(items)].filter((item) => item !== '');
}

/** A list's items (with `known`, only those among them), or undefined when none is left. */
export function urlList<T extends string>(known?: readonly T[]): (value: unknown) => T[] | undefined {
  return (value) => {
    const items = urlListItems(value).filter((item): item is T => known === undefined || known.includes(item as T));
    return items.length === 0 ? undefined : items;
  };
}
