import { describe, expect, it } from 'vitest';
import { layerFixture } from './layerFixture';
import { matchSummary, wholeListView } from './wholeListView';

// Twelve layers in the server's order: layer_12 first, layer_01 last, so page 2 of 10 holds layer_02 and layer_01.
const layers = Array.from({ length: 12 }, (_, index) =>
  layerFixture({ id: `layer_${String(12 - index).padStart(2, '0')}`, tags: index === 11 ? ['pricing'] : [] }),
);
const ids = (list: { id: string }[]) => list.map((layer) => layer.id);

describe('wholeListView', () => {
  it('sorts every layer before cutting the page, so the first in order leads page 1', () => {
    const view = wholeListView(layers, { filter: '', sort: { key: 'id', direction: 'asc' }, page: 1, limit: 10 });
    expect(view.rows[0]?.id).toBe('layer_01');
    expect(view.rows).toHaveLength(10);
    expect(view.pagination).toMatchObject({ totalItems: 12, pageNumber: 1 });
  });

  it('filters every layer, finding one the server lists on a later page', () => {
    const view = wholeListView(layers, { filter: 'PRICING', sort: undefined, page: 1, limit: 10 });
    expect(ids(view.rows)).toEqual(['layer_01']);
    expect(view.matched).toBe(1);
    expect(view.pagination.totalItems).toBe(1);
  });

  it('pages the sorted matches', () => {
    const view = wholeListView(layers, { filter: 'layer', sort: { key: 'id', direction: 'desc' }, page: 2, limit: 10 });
    expect(ids(view.rows)).toEqual(['layer_02', 'layer_01']);
  });
});

describe('matchSummary', () => {
  it('says how many layers matched the filter', () => {
    expect(matchSummary(3, 15, true)).toBe('3 of 15 layers match the filter.');
    expect(matchSummary(1, 15, true)).toBe('1 of 15 layers matches the filter.');
    expect(matchSummary(15, 15, true)).toBe('All 15 layers match the filter.');
  });

  it('says the sort covers every layer when nothing is filtered', () => {
    expect(matchSummary(15, 15, false)).toBe('Sorted across all 15 layers.');
  });
});
