import { describe, expect, it } from 'vitest';
import type { Paged, Pagination } from '../contract/envelope';
import { findInPages, walkPages, type WalkOptions } from './pageWalker';

type Page = { items: string[] } & Partial<Pick<Pagination, 'nextPage' | 'totalItems' | 'itemsPerPage'>>;

/** A list whose page N is `pages[N - 1]` (an empty page past the end), recording the pages asked for. */
function listOf(pages: Page[]) {
  const asked: number[] = [];
  const fetchPage = (page: number, limit: number): Promise<Paged<string>> => {
    asked.push(page);
    const { items, nextPage = null, totalItems, itemsPerPage = limit } = pages[page - 1] ?? { items: [] };
    return Promise.resolve({
      items,
      message: 'ok',
      pagination: { itemsPerPage, pageNumber: page, totalItems, nextPage },
    });
  };
  return { asked, fetchPage };
}

const walk = (pages: Page[], options: Partial<WalkOptions<string>> = {}) => {
  const list = listOf(pages);
  return walkPages({ fetchPage: list.fetchPage, limit: 2, maxPages: 10, ...options }).then((result) => ({
    ...result,
    asked: list.asked,
  }));
};

describe('walkPages stop rules', () => {
  it.each([
    {
      rule: 'follows next links to the last page',
      pages: [{ items: ['a', 'b'], nextPage: '/console/v1/layers?page=2&limit=2' }, { items: ['c'] }],
      items: ['a', 'b', 'c'],
      stoppedBecause: 'last-page',
      asked: [1, 2],
    },
    {
      rule: 'follows query-only next links',
      pages: [
        { items: ['a', 'b'], nextPage: '?page=2&limit=2' },
        { items: ['c'], nextPage: 'limit=2&page=3' },
        { items: ['d'] },
      ],
      items: ['a', 'b', 'c', 'd'],
      stoppedBecause: 'last-page',
      asked: [1, 2, 3],
    },
    {
      rule: 'reads on by totalItems when there is no link',
      pages: [
        { items: ['a', 'b'], totalItems: 3 },
        { items: ['c'], totalItems: 3 },
      ],
      items: ['a', 'b', 'c'],
      stoppedBecause: 'last-page',
      asked: [1, 2],
    },
    {
      rule: 'takes a page without link or total as the last',
      pages: [{ items: ['a', 'b'] }, { items: ['c'] }],
      items: ['a', 'b'],
      stoppedBecause: 'last-page',
      asked: [1],
    },
    {
      rule: 'stops at an empty page even when the server claims more',
      pages: [
        { items: ['a', 'b'], nextPage: '?page=2', totalItems: 9 },
        { items: [], nextPage: '?page=3', totalItems: 9 },
      ],
      items: ['a', 'b'],
      stoppedBecause: 'empty-page',
      asked: [1, 2],
    },
    {
      rule: 'stops at a link that does not move forward',
      pages: [{ items: ['a', 'b'], nextPage: '?page=1' }],
      items: ['a', 'b'],
      stoppedBecause: 'link-not-advancing',
      asked: [1],
    },
    {
      rule: 'stops at the page cap',
      pages: Array.from({ length: 20 }, (_, index) => ({ items: ['x', 'y'], nextPage: `?page=${String(index + 2)}` })),
      items: Array.from({ length: 10 }, () => ['x', 'y']).flat(),
      stoppedBecause: 'page-cap',
      asked: Array.from({ length: 10 }, (_, index) => index + 1),
    },
  ])('$rule', async ({ pages, items, stoppedBecause, asked }) => {
    const result = await walk(pages);
    expect(result.items).toEqual(items);
    expect(result.stoppedBecause).toBe(stoppedBecause);
    expect(result.complete).toBe(stoppedBecause === 'last-page');
    expect(result.asked).toEqual(asked);
  });

  it('stops at the item cap, keeping no more than the cap', async () => {
    const result = await walk(
      [
        { items: ['a', 'b'], nextPage: '?page=2' },
        { items: ['c', 'd'], nextPage: '?page=3' },
      ],
      {
        maxItems: 3,
      },
    );
    expect(result).toMatchObject({ items: ['a', 'b', 'c'], stoppedBecause: 'item-cap', complete: false });
  });

  it('reads on after full silent pages when asked, and a repeated page ends it without duplicates', async () => {
    const list = listOf([{ items: ['a', 'b'] }, { items: ['c', 'd'] }, { items: ['c', 'd'] }]);
    const result = await walkPages({
      fetchPage: list.fetchPage,
      limit: 2,
      maxPages: 10,
      readOnWhenSilent: true,
      itemKey: (item) => item,
    });
    expect(result).toMatchObject({ items: ['a', 'b', 'c', 'd'], stoppedBecause: 'repeated-page' });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops at the page holding what `until` looks for', async () => {
    const result = await walk(
      [{ items: ['a', 'b'], nextPage: '?page=2' }, { items: ['c', 'd'], nextPage: '?page=3' }, { items: ['e'] }],
      { until: (item) => item === 'c' },
    );
    expect(result).toMatchObject({ found: 'c', stoppedBecause: 'found', complete: true, asked: [1, 2] });
  });

  it('asks for the pages after the first together once totalItems is known', async () => {
    const progress: number[] = [];
    const result = await walk(
      [
        { items: ['a', 'b'], totalItems: 5 },
        { items: ['c', 'd'], totalItems: 5 },
        { items: ['e'], totalItems: 5 },
      ],
      { concurrentByTotal: true, onProgress: ({ pages }) => progress.push(pages) },
    );
    expect(result).toMatchObject({ items: ['a', 'b', 'c', 'd', 'e'], stoppedBecause: 'last-page', pages: 3 });
    expect(progress).toEqual([1, 2, 3]);
  });

  it('reports pages read, items so far and the total', async () => {
    const progress: unknown[] = [];
    await walk(
      [
        { items: ['a', 'b'], totalItems: 3 },
        { items: ['c'], totalItems: 3 },
      ],
      {
        onProgress: (step) => progress.push(step),
      },
    );
    expect(progress).toEqual([
      { pages: 1, items: 2, totalItems: 3 },
      { pages: 2, items: 3, totalItems: 3 },
    ]);
  });
});

describe('walkPages abort', () => {
  it('rejects with the reason once the signal aborts, reading no further page', async () => {
    const controller = new AbortController();
    const list = listOf([{ items: ['a', 'b'], nextPage: '?page=2' }, { items: ['c'] }]);
    const walking = walkPages({
      fetchPage: (page, limit) => {
        controller.abort(new Error('left the page'));
        return list.fetchPage(page, limit);
      },
      limit: 2,
      maxPages: 10,
      signal: controller.signal,
    });
    await expect(walking).rejects.toThrow('left the page');
    expect(list.asked).toEqual([1]);
  });

  it('does not start when the signal is already aborted', async () => {
    const list = listOf([{ items: ['a'] }]);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(
      walkPages({ fetchPage: list.fetchPage, limit: 2, maxPages: 10, signal: controller.signal }),
    ).rejects.toThrow('gone');
    expect(list.asked).toEqual([]);
  });
});

describe('findInPages', () => {
  it('answers the record, or null when the list ends without it', async () => {
    const pages = [{ items: ['a', 'b'], nextPage: '?page=2' }, { items: ['c'] }];
    const find = (id: string) =>
      findInPages({ fetchPage: listOf(pages).fetchPage, limit: 2, maxPages: 10, matches: (item) => item === id });
    await expect(find('c')).resolves.toBe('c');
    await expect(find('z')).resolves.toBeNull();
  });
});
