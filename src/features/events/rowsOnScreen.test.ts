import { describe, expect, it } from 'vitest';
import type { EventRowItem } from './eventRowItems';
import { rowsOnScreen } from './rowsOnScreen';

const loaded = (index: number) => ({
  key: `1:${String(index)}`,
  event: { name: 'checkout', timestamp: '1763900000000', userID: `user-${String(index)}`, metadata: {} },
});
const rows = (count: number): EventRowItem[] =>
  Array.from({ length: count }, (_, index) => ({ kind: 'event', loaded: loaded(index), expanded: false }));

describe('rowsOnScreen', () => {
  it('counts the rows of 41 px that start above the window’s bottom edge', () => {
    expect(rowsOnScreen(rows(20), 650, 800)).toBe(4);
    expect(rowsOnScreen(rows(20), 0, 800)).toBe(20);
    expect(rowsOnScreen(rows(30), 0, 800)).toBe(20);
  });

  it('is none for a body that starts below the window, and all for a list that ends on it', () => {
    expect(rowsOnScreen(rows(20), 900, 800)).toBe(0);
    expect(rowsOnScreen(rows(3), 100, 800)).toBe(3);
  });

  it('counts an open metadata panel at its own height', () => {
    const items: EventRowItem[] = [
      { kind: 'event', loaded: loaded(0), expanded: true },
      { kind: 'metadata', loaded: loaded(0) },
      ...rows(10),
    ];
    // 600 + 41 + 120 = 761, so the next row still starts on screen, and the one after it does not.
    expect(rowsOnScreen(items, 600, 800)).toBe(3);
  });
});
