import { describe, expect, it } from 'vitest';
import type { Layer } from '../../contract/layer';
import { read, testApi, v1 } from './testing/testApp';

describe('paging query', () => {
  it.each([
    ['page=0', 'page', 'page must be a whole number at least 1'],
    ['page=-2', 'page', 'at least 1'],
    ['page=1.5', 'page', 'at least 1'],
    ['page=abc', 'page', 'at least 1'],
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'from 1 to 100'],
    ['limit=', 'limit', 'from 1 to 100'],
  ])('rejects %s with 400 naming the bound', async (query, path, message) => {
    const { get } = testApi();
    const response = await get(v1(`/layers?${query}`));
    expect(response.status).toBe(400);
    const body = await read(response);
    expect(body.message).toContain(message);
    expect(body.errors?.map((e) => e.path)).toEqual([path]);
  });

  it('defaults to page 1 of 20', async () => {
    const { get } = testApi();
    const body = await read<Layer[]>(await get(v1('/layers')));
    expect(body.pagination).toMatchObject({ itemsPerPage: 20, pageNumber: 1, totalItems: 3 });
  });
});

describe('pagination links', () => {
  it('links previous and next pages as full paths and `all` without paging', async () => {
    const { get } = testApi();
    const body = await read<Layer[]>(await get(v1('/layers?page=2&limit=1')));
    expect(body.data.map((layer) => layer.id)).toEqual(['layer_a']);
    expect(body.pagination).toEqual({
      itemsPerPage: 1,
      pageNumber: 2,
      totalItems: 3,
      nextPage: '/console/v1/layers?page=3&limit=1',
      previousPage: '/console/v1/layers?page=1&limit=1',
      all: '/console/v1/layers',
    });
  });

  it('has no previous page on page 1 and no next page on the last', async () => {
    const { get } = testApi();
    const first = await read(await get(v1('/layers?limit=2')));
    expect(first.pagination.previousPage).toBeNull();
    expect(first.pagination.nextPage).toBe('/console/v1/layers?page=2&limit=2');
    const last = await read(await get(v1('/layers?limit=2&page=2')));
    expect(last.pagination.nextPage).toBeNull();
  });

  it('answers a page past the end with no items and the right total', async () => {
    const { get } = testApi();
    const body = await read<Layer[]>(await get(v1('/layers?page=9&limit=2')));
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({
      totalItems: 3,
      nextPage: null,
      previousPage: '/console/v1/layers?page=2&limit=2',
    });
  });

  it('treats an enormous page number as past the end instead of failing', async () => {
    const { get } = testApi();
    const response = await get(v1(`/layers?page=${String(Number.MAX_SAFE_INTEGER)}&limit=100`));
    expect(response.status).toBe(200);
    expect((await read(response)).data).toEqual([]);
  });

  it('keeps other query parameters such as search in every link', async () => {
    const { get } = testApi();
    const body = await read(await get(v1('/gates?search=a&limit=1&page=2')));
    expect(body.pagination.all).toBe('/console/v1/gates?search=a');
    expect(body.pagination.nextPage).toBe('/console/v1/gates?search=a&page=3&limit=1');
    expect(body.pagination.previousPage).toBe('/console/v1/gates?search=a&page=1&limit=1');
  });
});
