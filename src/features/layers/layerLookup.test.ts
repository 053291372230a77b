import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/envelope';
import type { Layer } from '../../contract/layer';
import { layerFixture } from './layerFixture';
import { findInLoadedPages, searchStep } from './layerLookup';

function pageOf(ids: string[], page: number, totalItems: number, nextPage: string | null): Paged<Layer> {
  return {
    message: 'Layers listed successfully',
    items: ids.map((id) => layerFixture({ id })),
    pagination: { itemsPerPage: 2, pageNumber: page, totalItems, nextPage },
  };
}

describe('findInLoadedPages', () => {
  it('finds a layer on any loaded page', () => {
    const pages = [undefined, pageOf(['a', 'b'], 1, 4, '?page=2'), pageOf(['c', 'd'], 2, 4, null)];
    expect(findInLoadedPages(pages, 'd')?.id).toBe('d');
  });
  it('returns nothing when no loaded page has the id', () => {
    expect(findInLoadedPages([pageOf(['a'], 1, 1, null)], 'z')).toBeUndefined();
  });
});

describe('searchStep', () => {
  it('stops with the layer when the page has it', () => {
    expect(searchStep(pageOf(['a', 'b'], 1, 4, '?page=2'), 1, 'b')).toMatchObject({
      kind: 'found',
      layer: { id: 'b' },
    });
  });
  it('asks for the next page while the listing has more', () => {
    expect(searchStep(pageOf(['a', 'b'], 1, 4, '/console/v1/layers?page=2&limit=2'), 1, 'z')).toEqual({
      kind: 'next',
      page: 2,
    });
  });
  it('uses totalItems when the server sends no next link', () => {
    expect(searchStep(pageOf(['a', 'b'], 1, 4, null), 1, 'z')).toEqual({ kind: 'next', page: 2 });
  });
  it('reports the id missing after the last page', () => {
    expect(searchStep(pageOf(['c', 'd'], 2, 4, null), 2, 'z')).toEqual({ kind: 'missing' });
  });
  it('stops at an empty page even if the server claims more', () => {
    expect(searchStep(pageOf([], 3, 10, '?page=4'), 3, 'z')).toEqual({ kind: 'missing' });
  });
});
