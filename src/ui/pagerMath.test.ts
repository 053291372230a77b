import { describe, expect, it } from 'vitest';
import { describeEmptyPage, describePager, pageSizeOptions } from './pagerMath';

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

describe('describePager past the last page', () => {
  it('says the page does not exist and lets the user step back to the last page', () => {
    const view = describePager(9, 10, pagination(9, 10, 15));
    expect(view.summary).toBe('No page 9 · 2 pages · 15 items');
    expect(view).toMatchObject({ hasNext: false, hasPrevious: true, previousPage: 2 });
  });

  it('sends Previous to the page before on a page inside the list', () => {
    expect(describePager(2, 10, pagination(2, 10, 15)).previousPage).toBe(1);
    expect(describePager(3, 10, pagination(3, 10)).previousPage).toBe(2);
  });
});

describe('describeEmptyPage', () => {
  it("keeps the list's own message on page 1", () => {
    expect(describeEmptyPage(1, pagination(1, 10, 0), 'No layers on this server yet.')).toEqual({
      message: 'No layers on this server yet.',
      goTo: undefined,
    });
  });

  it('offers the last page with items when the total is known', () => {
    expect(describeEmptyPage(9, pagination(9, 10, 15), 'No layers on this server yet.')).toEqual({
      message: 'There is nothing on page 9: the list ends on page 2.',
      goTo: 2,
    });
  });

  it('offers page 1 when a filter leaves nothing', () => {
    expect(describeEmptyPage(3, pagination(3, 10, 0), 'No match.').goTo).toBe(1);
  });

  it('follows previousPage when the server sends no total, else offers page 1', () => {
    expect(describeEmptyPage(99, { ...pagination(99, 10), previousPage: '?page=4&limit=10' }, 'x')).toEqual({
      message: 'There is nothing on page 99.',
      goTo: 4,
    });
    expect(describeEmptyPage(99, pagination(99, 10), 'x').goTo).toBe(1);
  });

  it('never offers the page it is on, even when the total says it has items', () => {
    expect(describeEmptyPage(2, pagination(2, 10, 15), 'x').goTo).toBe(1);
  });
});
