import { describe, expect, it } from 'vitest';
import { filterLayers } from './filterLayers';
import { layerFixture } from './layerFixture';

const layers = [
  layerFixture({ id: 'checkout_layer', description: 'Checkout page', tags: ['payments'] }),
  layerFixture({ id: 'search_layer', description: 'Ranking weights', tags: ['ml'] }),
];

describe('filterLayers', () => {
  it('keeps every layer for blank text', () => {
    expect(filterLayers(layers, '  ')).toHaveLength(2);
  });
  it('matches the id ignoring case', () => {
    expect(filterLayers(layers, 'SEARCH').map((l) => l.id)).toEqual(['search_layer']);
  });
  it('matches the description', () => {
    expect(filterLayers(layers, 'ranking').map((l) => l.id)).toEqual(['search_layer']);
  });
  it('matches a tag', () => {
    expect(filterLayers(layers, 'paym').map((l) => l.id)).toEqual(['checkout_layer']);
  });
  it('finds nothing for text no layer contains', () => {
    expect(filterLayers(layers, 'zebra')).toEqual([]);
  });
});
