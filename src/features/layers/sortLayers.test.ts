import { describe, expect, it } from 'vitest';
import { layerFixture } from './layerFixture';
import { nextSort, sortLayers } from './sortLayers';

const layers = [
  layerFixture({ id: 'b_layer', team: 'Search', lastModifiedTime: 300, parameters: [{ name: 'x', type: 'string' }] }),
  layerFixture({ id: 'a_layer', team: null, lastModifiedTime: 100 }),
  layerFixture({
    id: 'C_layer',
    team: 'Growth',
    lastModifiedTime: 200,
    parameters: [
      { name: 'x', type: 'string' },
      { name: 'y', type: 'number' },
    ],
  }),
];
const ids = (list: { id: string }[]) => list.map((layer) => layer.id);

describe('sortLayers', () => {
  it('sorts ids alphabetically ignoring case', () => {
    expect(ids(sortLayers(layers, 'id', 'asc'))).toEqual(['a_layer', 'b_layer', 'C_layer']);
  });
  it('sorts descending when asked', () => {
    expect(ids(sortLayers(layers, 'id', 'desc'))).toEqual(['C_layer', 'b_layer', 'a_layer']);
  });
  it('sorts the parameter count as a number', () => {
    expect(ids(sortLayers(layers, 'parameters', 'desc'))).toEqual(['C_layer', 'b_layer', 'a_layer']);
  });
  it('sorts by last modified time', () => {
    expect(ids(sortLayers(layers, 'lastModified', 'asc'))).toEqual(['a_layer', 'C_layer', 'b_layer']);
  });
  it('puts a layer without a team first when ascending', () => {
    expect(ids(sortLayers(layers, 'team', 'asc'))).toEqual(['a_layer', 'C_layer', 'b_layer']);
  });
  it('does not change the list it was given', () => {
    sortLayers(layers, 'id', 'asc');
    expect(ids(layers)).toEqual(['b_layer', 'a_layer', 'C_layer']);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending', () => {
    expect(nextSort({ key: 'id', direction: 'desc' }, 'team')).toEqual({ key: 'team', direction: 'asc' });
  });
  it('flips the direction of the same column', () => {
    expect(nextSort({ key: 'id', direction: 'asc' }, 'id')).toEqual({ key: 'id', direction: 'desc' });
  });
});
