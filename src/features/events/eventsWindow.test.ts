import { describe, expect, it } from 'vitest';
import type { Pagination } from '../../contract/envelope';
import { describeEventsWindow } from './eventsWindow';

const pagination = (totalItems: number | undefined, nextPage: string | null = null): Pagination => ({
  itemsPerPage: 100,
  pageNumber: 1,
  totalItems,
  nextPage,
  previousPage: null,
  all: '',
});

describe('describeEventsWindow', () => {
  it('names the events and page shown out of all of them', () => {
    const view = describeEventsWindow(2, 1, 100, 100, pagination(1234));
    expect(view.summary).toBe('Events 101–200 of 1,234 · page 2 of 13');
    expect(view.hasPrevious).toBe(true);
    expect(view.hasNext).toBe(true);
  });

  it('moves a run of several pages as a whole', () => {
    const view = describeEventsWindow(1, 5, 100, 500, pagination(1234));
    expect(view.summary).toBe('Events 1–500 of 1,234 · pages 1–5 of 13');
    expect(view.nextStart).toBe(6);
    expect(describeEventsWindow(6, 5, 100, 500, pagination(1234)).previousStart).toBe(1);
  });

  it('has no next page and loads no more at the end', () => {
    const view = describeEventsWindow(13, 1, 100, 34, pagination(1234));
    expect(view.hasNext).toBe(false);
    expect(view.canLoadMore).toBe(false);
  });

  it('loads at most 100 pages together', () => {
    expect(describeEventsWindow(1, 100, 100, 10_000, pagination(100_000)).canLoadMore).toBe(false);
    expect(describeEventsWindow(1, 99, 100, 9_900, pagination(100_000)).canLoadMore).toBe(true);
  });

  it('follows the next link when the server does not say how many there are', () => {
    expect(describeEventsWindow(1, 1, 20, 20, pagination(undefined, '?page=2')).summary).toBe('Events 1–20 · page 1');
    expect(describeEventsWindow(1, 1, 20, 20, pagination(undefined, '?page=2')).hasNext).toBe(true);
    expect(describeEventsWindow(2, 1, 20, 3, pagination(undefined)).hasNext).toBe(false);
  });

  it('says a page past the end has no events', () => {
    expect(describeEventsWindow(99, 1, 100, 0, pagination(1234)).summary).toBe('No events on page 99 of 13');
  });
});
