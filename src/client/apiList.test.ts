import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '../contract/zod';
import { parsePageLink } from '../contract/pageLink';
import { clearConnection, saveConnection } from './connection';
import { apiList } from './apiList';
import { apiListAll } from './apiListAll';
import { jsonResponse, stubFetch } from './testing/fakeFetch';

// With a key, so every recorded request is a list request (without one the server's status is asked first).
beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'console-key-123', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

describe('parsePageLink', () => {
  it('reads the page of a full path', () => {
    expect(parsePageLink('/console/v1/layers?page=3&limit=20')).toBe(3);
  });

  it('reads the page of a query-only link, with or without "?"', () => {
    expect(parsePageLink('?page=2&limit=20')).toBe(2);
    expect(parsePageLink('limit=20&page=4')).toBe(4);
  });

  it('answers null for no link or a link without a usable page', () => {
    expect(parsePageLink(null)).toBeNull();
    expect(parsePageLink(undefined)).toBeNull();
    expect(parsePageLink('')).toBeNull();
    expect(parsePageLink('/console/v1/layers?limit=20')).toBeNull();
    expect(parsePageLink('?page=abc')).toBeNull();
    expect(parsePageLink('?page=0')).toBeNull();
  });
});

describe('apiList', () => {
  it('leaves out a record it cannot read, naming it, and returns the others', async () => {
    const record = z.object({ id: z.string(), size: z.number() });
    stubFetch(() =>
      jsonResponse({
        message: 'ok',
        data: [
          { id: 'a', size: 1 },
          { id: 'odd', size: 'big' },
          { id: 'c', size: 3 },
        ],
      }),
    );
    const page = await apiList('/autotunes', record, { page: 1, limit: 20 });
    expect(page.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(page.unreadable).toEqual([{ id: 'odd', problem: expect.stringMatching(/^size: /) as unknown }]);
  });

  it('fails the page, naming the path, when no record of it can be read', async () => {
    stubFetch(() => jsonResponse({ message: 'ok', data: [{ id: 42 }] }));
    await expect(apiList('/gates', z.object({ id: z.string() }), { page: 1, limit: 20 })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('at data.0.id') as unknown,
    });
  });

  it('sends page and limit and returns the items with their pagination', async () => {
    const requests = stubFetch(() =>
      jsonResponse({
        message: 'Layers listed',
        data: ['a', 'b'],
        pagination: {
          itemsPerPage: 2,
          pageNumber: 2,
          totalItems: 5,
          nextPage: '?page=3&limit=2',
          previousPage: '?page=1&limit=2',
          all: '',
        },
      }),
    );
    const page = await apiList('/layers', z.string(), { page: 2, limit: 2, query: { search: 'x' } });
    expect(requests[0]?.url).toBe('/console/v1/layers?search=x&page=2&limit=2');
    expect(page.items).toEqual(['a', 'b']);
    expect(page.message).toBe('Layers listed');
    expect(page.pagination).toMatchObject({ totalItems: 5, all: '' });
    expect(parsePageLink(page.pagination.nextPage)).toBe(3);
  });

  it('leaves totalItems undefined when the server does not send it', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'ok', data: [], pagination: { itemsPerPage: 20, pageNumber: 1, nextPage: null } }),
    );
    const page = await apiList('/layers', z.string(), { page: 1, limit: 20 });
    expect(page.pagination.totalItems).toBeUndefined();
    expect(page.pagination.previousPage).toBeNull();
    expect(page.pagination.all).toBe('');
  });

  it('fills in pagination from the request when the server sends none', async () => {
    stubFetch(() => jsonResponse({ message: 'ok', data: ['x'] }));
    const page = await apiList('/layers', z.string(), { page: 3, limit: 10 });
    expect(page.pagination).toEqual({
      itemsPerPage: 10,
      pageNumber: 3,
      totalItems: undefined,
      nextPage: null,
      previousPage: null,
      all: '',
    });
  });

  it('reads an empty string link as no link', async () => {
    stubFetch(() =>
      jsonResponse({
        message: 'ok',
        data: [],
        pagination: { itemsPerPage: 20, pageNumber: 1, nextPage: '', previousPage: '' },
      }),
    );
    const page = await apiList('/layers', z.string(), { page: 1, limit: 20 });
    expect(page.pagination.nextPage).toBeNull();
  });
});

describe('apiListAll', () => {
  function pageOf(url: string): number {
    return Number(new URL(url, 'http://x').searchParams.get('page'));
  }

  it('reads the pages after the first by totalItems, at the limit asked for', async () => {
    const requests = stubFetch((request) => {
      const page = pageOf(request.url);
      const data = page === 3 ? ['e'] : page === 2 ? ['c', 'd'] : ['a', 'b'];
      return jsonResponse({
        message: 'ok',
        data,
        pagination: { itemsPerPage: 2, pageNumber: page, totalItems: 5, nextPage: null },
      });
    });
    expect(await apiListAll('/layers', z.string(), { limit: 100 })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(requests.map((request) => request.url)).toEqual([
      '/console/v1/layers?page=1&limit=100',
      '/console/v1/layers?page=2&limit=100',
      '/console/v1/layers?page=3&limit=100',
    ]);
  });

  it('follows query-only nextPage links when the server sends no totalItems', async () => {
    const requests = stubFetch((request) => {
      const page = pageOf(request.url);
      return jsonResponse({
        message: 'ok',
        data: [`item ${String(page)}`],
        pagination: {
          itemsPerPage: 1,
          pageNumber: page,
          nextPage: page < 3 ? `?page=${String(page + 1)}&limit=1` : null,
        },
      });
    });
    expect(await apiListAll('/layers', z.string(), { limit: 100 })).toEqual(['item 1', 'item 2', 'item 3']);
    expect(requests).toHaveLength(3);
  });

  it('stops at a link that does not move forward or at an empty page', async () => {
    const looping = stubFetch(() =>
      jsonResponse({ message: 'ok', data: ['a'], pagination: { itemsPerPage: 1, pageNumber: 1, nextPage: '?page=1' } }),
    );
    expect(await apiListAll('/layers', z.string(), { limit: 100 })).toEqual(['a']);
    expect(looping).toHaveLength(1);

    const empty = stubFetch((request) =>
      jsonResponse({
        message: 'ok',
        data: pageOf(request.url) === 1 ? ['a'] : [],
        pagination: { itemsPerPage: 1, pageNumber: 1, nextPage: `?page=${String(pageOf(request.url) + 1)}` },
      }),
    );
    expect(await apiListAll('/layers', z.string(), { limit: 100 })).toEqual(['a']);
    expect(empty).toHaveLength(2);
  });
});
