import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearConnection, saveConnection } from '../connection';
import { jsonResponse, stubFetch } from '../testing/fakeFetch';
import { findAutotune } from './autotuneQueries';

beforeEach(() => {
  saveConnection({ baseUrl: '', apiKey: 'k', remember: false });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
});

/** A listing of `total` autotunes named at_1, at_2, …, served 100 per page. */
function listing(total: number) {
  return stubFetch((request) => {
    const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
    const first = (page - 1) * 100;
    const ids = Array.from(
      { length: Math.max(0, Math.min(100, total - first)) },
      (_, index) => `at_${String(first + index + 1)}`,
    );
    const nextPage = first + 100 < total ? `/console/v1/autotunes?page=${String(page + 1)}&limit=100` : null;
    return jsonResponse({
      message: 'Autotunes listed successfully',
      data: ids.map((id) => ({ id })),
      pagination: {
        itemsPerPage: 100,
        pageNumber: page,
        totalItems: total,
        nextPage,
        previousPage: null,
        all: '/console/v1/autotunes',
      },
    });
  });
}

describe('findAutotune', () => {
  it('reads the listing page by page until it finds the id', async () => {
    const requests = listing(250);
    await expect(findAutotune('at_201')).resolves.toMatchObject({ id: 'at_201' });
    expect(requests.map((request) => request.url)).toEqual([
      '/console/v1/autotunes?page=1&limit=100',
      '/console/v1/autotunes?page=2&limit=100',
      '/console/v1/autotunes?page=3&limit=100',
    ]);
  });

  it('answers null when no page has the id', async () => {
    const requests = listing(150);
    await expect(findAutotune('nope')).resolves.toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('stops at an empty page even when the server claims more', async () => {
    const requests = stubFetch(() =>
      jsonResponse({
        message: '',
        data: [],
        pagination: {
          itemsPerPage: 100,
          pageNumber: 1,
          totalItems: 999,
          nextPage: '?page=2',
          previousPage: null,
          all: '',
        },
      }),
    );
    await expect(findAutotune('x')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });
});
