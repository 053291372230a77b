import { describe, expect, it } from 'vitest';
import { gateListFilters, GatesSearchSchema, isFiltered, nextGateSort } from './gatesSearch';

describe('GatesSearchSchema', () => {
  it('keeps the filters and order of a shared link', () => {
    const search = GatesSearchSchema.parse({
      status: 'Launched',
      type: 'TEMPORARY',
      tags: ['web', 'beta'],
      enabled: 'false',
      creator: 'maya',
      sort: 'checksPerHour',
      order: 'desc',
    });
    expect(gateListFilters(search)).toEqual({
      status: 'Launched',
      enabled: false,
      type: 'TEMPORARY',
      tags: ['beta', 'web'],
      creator: 'maya',
      modifier: undefined,
      sort: 'checksPerHour',
      order: 'desc',
    });
  });

  it('drops values the page cannot use instead of failing it', () => {
    const search = GatesSearchSchema.parse({
      status: 'Gone',
      type: 3,
      tags: [3],
      enabled: 'yes',
      sort: 'size',
      order: 'up',
      q: 'x',
    });
    expect(search).toMatchObject({ q: 'x' });
    expect(gateListFilters(search)).toMatchObject({
      status: undefined,
      enabled: undefined,
      type: undefined,
      tags: [],
      sort: undefined,
    });
    expect(isFiltered(gateListFilters(search))).toBe(false);
  });

  it('reads an older link whose tags are one comma-separated value', () => {
    expect(gateListFilters(GatesSearchSchema.parse({ tags: 'web,beta' })).tags).toEqual(['beta', 'web']);
  });

  it('trims names, drops blank and repeated tags', () => {
    const filters = gateListFilters(GatesSearchSchema.parse({ tags: ' web,web,,', modifier: '  ', creator: ' a ' }));
    expect(filters).toMatchObject({ tags: ['web'], modifier: undefined, creator: 'a' });
    expect(isFiltered(filters)).toBe(true);
  });
});

describe('nextGateSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextGateSort({}, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextGateSort({ sort: 'name' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextGateSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextGateSort({ sort: 'name', order: 'desc' }, 'checksPerHour')).toEqual({
      sort: 'checksPerHour',
      order: 'asc',
    });
  });
});
