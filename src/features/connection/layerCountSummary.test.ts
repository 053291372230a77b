import { describe, expect, it } from 'vitest';
import { layerCountSummary } from './layerCountSummary';

const pagination = (totalItems?: number, nextPage?: string | null) => ({
  itemsPerPage: 1,
  pageNumber: 1,
  totalItems,
  nextPage,
});

describe('layerCountSummary', () => {
  it('reports the total the server counted', () => {
    expect(layerCountSummary(1, pagination(12))).toBe('Found 12 layers');
  });

  it('uses the singular for one layer and the plural for none', () => {
    expect(layerCountSummary(1, pagination(1))).toBe('Found 1 layer');
    expect(layerCountSummary(0, pagination(0))).toBe('Found 0 layers');
  });

  it('says "or more" when the total is unknown and another page exists', () => {
    expect(layerCountSummary(1, pagination(undefined, '?page=2&limit=1'))).toBe('Found 1 or more layers');
    expect(layerCountSummary(1, pagination(undefined, null))).toBe('Found 1 layer');
  });
});
