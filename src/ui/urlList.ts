import * as z from '../contract/zod';

/**
 * The items of a list in the address: the key repeated (`?tags=a&tags=b`), or one value, where an older link's
 * comma-separated `a,b` reads as two. Trimmed, each once, blanks dropped.
 */
export function urlListItems(value: unknown): string[] {
  const raw: unknown[] = Array.isArray(value) ? value : [value];
  const items = raw.flatMap((item) => (typeof item === 'string' ? item.split(',') : [])).map((item) => item.trim());
  return [...new Set(items)].filter((item) => item !== '');
}

/**
 * A route's `validateSearch` field for a list: takes one text or several (a repeated key) and gives the items, or
 * undefined when none is left. With `known`, items outside it are dropped, so a hand-edited link never breaks a page.
 */
export function urlList<T extends string>(known?: readonly T[]) {
  return z.catch(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((raw): T[] | undefined => {
        const items = urlListItems(raw).filter((item): item is T => known === undefined || known.includes(item as T));
        return items.length === 0 ? undefined : items;
      }),
    ),
    undefined,
  );
}
