import { describe, expect, it } from 'vitest';
import { describePager, pageSizeOptions } from './pagerMath';

const pagination = (pageNumber: number, itemsPerPage: number, totalItems?: number, nextPage?: string | null) => ({
  pageNumber,
  itemsPerPage,
  totalItems,
  nextPage,
});

describe('describePager', () => {
  it('shows the page, the page count and the item count when the total is known', () => {
    expect(describePager(2, 20, pagination(2, 20, 45)).summary).toBe('Page 2 of 3 · 45 items');
  });

  it('says "1 item" for a single item', () => {
    expect(describePager(1, 20, pagination(1, 20, 1)).summary).toBe('Page 1 of 1 · 1 item');
  });

  it('counts an empty list as one page', () => {
    const view = describePager(1, 20, pagination(1, 20, 0));
    expect(view.summary).toBe('Page 1 of 1 · 0 items');
    expect(view.hasNext).toBe(false);
    expect(view.hasPrevious).toBe(false);
  });

  it('disables Previous on the first page and Next on the last', () => {
    expect(describePager(1, 10, pagination(1, 10, 30))).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(describePager(3, 10, pagination(3, 10, 30))).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it('lets the user step back from a page past the end', () => {
    const view = describePager(9, 10, pagination(9, 10, 30));
    expect(view).toMatchObject({ hasPrevious: true, hasNext: false, summary: 'Page 9 of 3 · 30 items' });
  });

  it('uses the page size the server applied, not the one asked for', () => {
    expect(describePager(1, 500, pagination(1, 100, 250)).totalPages).toBe(3);
  });

  it('follows nextPage when the total is unknown', () => {
    expect(describePager(2, 20, pagination(2, 20, undefined, '?page=3&limit=20'))).toMatchObject({
      summary: 'Page 2',
      totalPages: undefined,
      hasNext: true,
      hasPrevious: true,
    });
    expect(describePager(2, 20, pagination(2, 20, undefined, null)).hasNext).toBe(false);
  });

  it('shows the requested page while nothing has loaded', () => {
    expect(describePager(4, 20, undefined)).toMatchObject({ summary: 'Page 4', hasNext: false, hasPrevious: true });
  });
});

describe('pageSizeOptions', () => {
  it('offers 10, 20, 50 and 100', () => {
    expect(pageSizeOptions(20)).toEqual([10, 20, 50, 100]);
  });

  it('adds a size from a shared link in order', () => {
    expect(pageSizeOptions(30)).toEqual([10, 20, 30, 50, 100]);
  });
});
