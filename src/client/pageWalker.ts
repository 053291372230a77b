import { parsePageLink } from '../contract/pageLink';

/** What the walker needs of a page: its items and the paging the server sent (a `Paged` has all of it). */
export interface WalkedPage<T> {
  items: readonly T[];
  pagination: { itemsPerPage: number; totalItems?: number | undefined; nextPage?: string | null | undefined };
}

/** Why a walk ended. Every reason but 'last-page' and 'found' means the server's paging could not be trusted further. */
export type StopReason =
  'last-page' | 'found' | 'empty-page' | 'repeated-page' | 'link-not-advancing' | 'page-cap' | 'item-cap';

/** How far a walk has come, for a "page N" message or a progress bar. */
export interface WalkProgress {
  pages: number;
  items: number;
  /** The server's `totalItems` on the last page read, when it says. */
  totalItems: number | undefined;
}

export interface WalkOptions<T> {
  /** Reads one page; `limit` is the page size asked for (the server may answer with a smaller one). */
  fetchPage: (page: number, limit: number, signal: AbortSignal | undefined) => Promise<WalkedPage<T>>;
  /** Page size to ask for: the largest the API allows, so the fewest requests. */
  limit: number;
  /** Pages read at most, so links that never end cannot loop. */
  maxPages: number;
  /** Items kept at most; the walk stops once it has this many. */
  maxItems?: number;
  signal?: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /** Ends the walk at the first item it accepts (the page it is on is kept whole). */
  until?: (item: T) => boolean;
  /**
   * A key naming an item. With it, a page repeating an item already read (an upstream ignoring `page`) has its
   * repeats dropped and ends the walk.
   */
  itemKey?: (item: T) => unknown;
  /**
   * Read on after a full page that has neither a next link nor `totalItems`, for servers that send no paging at all
   * (safe only with `itemKey`, which stops the walk at a repeated page). Default: such a page is the last.
   */
  readOnWhenSilent?: boolean;
  /**
   * Once the first page tells `totalItems`, ask for the remaining pages together instead of one by one. Ignored
   * with `until`, which must see pages in order.
   */
  concurrentByTotal?: boolean;
}

export interface WalkResult<T> {
  items: T[];
  /** The walk read to the end of the list (or, with `until`, found what it looked for). */
  complete: boolean;
  stoppedBecause: StopReason;
  /** The server's `totalItems` on the last page read, when it says. */
  totalItems: number | undefined;
  /** The item `until` accepted, if any. */
  found: T | undefined;
  pages: number;
}

/**
 * The next page to read after `page`, or why there is none. A next link (a full path or only a query) wins; without
 * one, `totalItems` decides; without both, a short page is the last and a full one is too unless `readOnWhenSilent`.
 */
export function nextPageAfter(
  result: WalkedPage<unknown>,
  page: number,
  itemsRead: number,
  readOnWhenSilent = false,
): number | 'last-page' | 'link-not-advancing' {
  const { nextPage, totalItems, itemsPerPage } = result.pagination;
  const link = parsePageLink(nextPage);
  if (link !== null) return link > page ? link : 'link-not-advancing';
  if (totalItems !== undefined) return itemsRead < totalItems ? page + 1 : 'last-page';
  const full = result.items.length >= itemsPerPage;
  return full && readOnWhenSilent ? page + 1 : 'last-page';
}

/**
 * Reads a list page by page from page 1 and returns what it read and why it stopped. An empty page, a repeated page
 * (with `itemKey`), a link that does not move forward, and the page and item caps all end the walk, so no upstream
 * can make it loop. Aborting `signal` rejects with the signal's reason.
 */
export async function walkPages<T>(options: WalkOptions<T>): Promise<WalkResult<T>> {
  const { fetchPage, limit, maxPages, maxItems = Infinity, signal, onProgress, until, itemKey } = options;
  const items: T[] = [];
  const seen = new Set<unknown>();
  let totalItems: number | undefined;
  let pages = 0;
  const end = (stoppedBecause: StopReason, found?: T): WalkResult<T> => ({
    items,
    complete: stoppedBecause === 'last-page' || stoppedBecause === 'found',
    stoppedBecause,
    totalItems,
    found,
    pages,
  });

  let page = 1;
  for (;;) {
    signal?.throwIfAborted();
    const result = await fetchPage(page, limit, signal);
    signal?.throwIfAborted();
    pages += 1;
    totalItems = result.pagination.totalItems;
    if (result.items.length === 0) return end('empty-page');
    const fresh = itemKey ? result.items.filter((item) => !seen.has(itemKey(item))) : result.items;
    if (itemKey) for (const item of fresh) seen.add(itemKey(item));
    items.push(...fresh.slice(0, maxItems - items.length));
    onProgress?.({ pages, items: items.length, totalItems });
    const found = until ? fresh.find(until) : undefined;
    if (found !== undefined) return end('found', found);
    if (fresh.length < result.items.length) return end('repeated-page');
    if (items.length >= maxItems) return end('item-cap');
    const next = nextPageAfter(result, page, items.length, options.readOnWhenSilent);
    if (typeof next !== 'number') return end(next);
    if (pages >= maxPages) return end('page-cap');
    if (options.concurrentByTotal && !until && totalItems !== undefined && pages === 1) {
      return readRestTogether(options, result, items, end);
    }
    page = next;
  }
}

/** The pages after the first, asked for together once `totalItems` tells how many there are. */
async function readRestTogether<T>(
  options: WalkOptions<T>,
  first: WalkedPage<T>,
  items: T[],
  end: (stoppedBecause: StopReason) => WalkResult<T>,
): Promise<WalkResult<T>> {
  const { fetchPage, limit, maxPages, maxItems = Infinity, signal, onProgress } = options;
  const { totalItems = 0, itemsPerPage } = first.pagination;
  const pageCount = Math.ceil(totalItems / Math.max(1, itemsPerPage));
  const last = Math.min(maxPages, pageCount);
  let read = 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, async (_, index) => {
      const result = await fetchPage(index + 2, limit, signal);
      read += 1;
      onProgress?.({ pages: read, items: items.length, totalItems });
      return result;
    }),
  );
  signal?.throwIfAborted();
  for (const result of rest) items.push(...result.items.slice(0, Math.max(0, maxItems - items.length)));
  const result = end(pageCount > maxPages ? 'page-cap' : items.length >= maxItems ? 'item-cap' : 'last-page');
  return { ...result, pages: read };
}

/**
 * Finds one record of a list that has no detail endpoint: reads the list page by page until a page holds it.
 * Resolves to null when the list ends (or the walk stops) without it.
 */
export async function findInPages<T>(
  options: Omit<WalkOptions<T>, 'until' | 'concurrentByTotal'> & { matches: (item: T) => boolean },
): Promise<T | null> {
  const { matches, ...walk } = options;
  const result = await walkPages({ ...walk, until: matches });
  return result.found ?? null;
}
