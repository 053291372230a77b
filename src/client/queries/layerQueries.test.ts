import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/envelope';
import { type Layer, LayerSchema } from '../../contract/layer';
import { cachedLayer, findInLoadedPages, layerQueries } from './layerQueries';

function pageOf(ids: string[], page: number, totalItems: number, nextPage: string | null): Paged<Layer> {
  return {
    message: 'Layers listed successfully',
    items: ids.map((id) => LayerSchema.parse({ id })),
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

describe('cachedLayer', () => {
  it('looks in list pages of any size and in the whole listing', () => {
    const client = new QueryClient();
    client.setQueryData(layerQueries.list(2, 20).queryKey, pageOf(['a'], 2, 21, null));
    client.setQueryData(layerQueries.everything().queryKey, [LayerSchema.parse({ id: 'b' })]);
    expect(cachedLayer(client, 'a')?.id).toBe('a');
    expect(cachedLayer(client, 'b')?.id).toBe('b');
    expect(cachedLayer(client, 'c')).toBeUndefined();
  });
});
