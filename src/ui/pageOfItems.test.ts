import { describe, expect, it } from 'vitest';
import { pageOfItems } from './pageOfItems';

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('pageOfItems', () => {
  it('cuts the asked page and links to its neighbours', () => {
    const { rows, pagination } = pageOfItems(letters, 2, 2);
    expect(rows).toEqual(['c', 'd']);
    expect(pagination).toMatchObject({
      pageNumber: 2,
      itemsPerPage: 2,
      totalItems: 5,
      nextPage: '?page=3&limit=2',
      previousPage: '?page=1&limit=2',
    });
  });

  it('has no next page on the last page and no previous page on the first', () => {
    expect(pageOfItems(letters, 3, 2)).toMatchObject({ rows: ['e'], pagination: { nextPage: null } });
    expect(pageOfItems(letters, 1, 2).pagination.previousPage).toBeNull();
  });

  it('answers an empty page past the end whose previous page is the last one with items', () => {
    const { rows, pagination } = pageOfItems(letters, 9, 2);
    expect(rows).toEqual([]);
    expect(pagination.previousPage).toBe('?page=3&limit=2');
    expect(pagination.nextPage).toBeNull();
  });

  it('counts no items on an empty list', () => {
    expect(pageOfItems([], 1, 10)).toMatchObject({
      rows: [],
      pagination: { totalItems: 0, nextPage: null, previousPage: null },
    });
  });
});
