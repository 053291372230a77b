import { describe, expect, it, vi } from 'vitest';
import type { Pagination } from '../../contract/envelope';
import type { EventRecord } from '../../contract/event';
import { joinEventPages, type PageRead } from './joinEventPages';

const pagination = (pageNumber: number): Pagination => ({
  itemsPerPage: 2,
  pageNumber,
  totalItems: 10,
  nextPage: null,
  previousPage: null,
  all: '',
});
const event = (userID: string): EventRecord => ({ timestamp: '1', name: 'page/view', userID, metadata: {} });

const answered = (pageNumber: number, users: string[]): PageRead => ({
  data: { items: users.map(event), pagination: pagination(pageNumber), message: '' },
  error: null,
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
});
const waiting = (): PageRead => ({
  data: undefined,
  error: null,
  isPending: true,
  isFetching: true,
  isError: false,
  refetch: vi.fn(),
});
const failed = (message: string): PageRead => ({
  ...waiting(),
  isPending: false,
  error: new Error(message),
  isError: true,
});

describe('joinEventPages', () => {
  it('joins the answered pages in page order, each event keyed by its page and place', () => {
    const joined = joinEventPages([answered(3, ['a', 'b']), answered(4, ['c'])], 3, 2);
    expect(joined.events.map((item) => [item.key, item.event.userID])).toEqual([
      ['3:0', 'a'],
      ['3:1', 'b'],
      ['4:0', 'c'],
    ]);
    expect(joined.loadedPages).toBe(2);
    expect(joined.lastPagination?.pageNumber).toBe(4);
    expect(joined.isPending).toBe(false);
  });

  it('is still loading while a page has not answered, or has no read yet (its reader is on the way)', () => {
    expect(joinEventPages([answered(1, ['a']), waiting()], 1, 2)).toMatchObject({ loadedPages: 1, isPending: true });
    const firstOnly = joinEventPages([answered(1, ['a'])], 1, 3);
    expect(firstOnly).toMatchObject({ loadedPages: 1, isPending: true });
    expect(firstOnly.events).toHaveLength(1);
  });

  it('reports the first failure and retries only the pages that failed', () => {
    const ok = answered(1, ['a']);
    const bad = failed('Server unavailable');
    const joined = joinEventPages([ok, bad, failed('later')], 1, 3);
    expect(joined.error?.message).toBe('Server unavailable');
    joined.refetch();
    expect(bad.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
