import { describe, expect, it } from 'vitest';
import { PageSearchSchema } from '../ui/pageSearch';
import { pageRequest } from './pageRequest';

const fromUrl = (search: Record<string, unknown>) => pageRequest(PageSearchSchema.parse(search));

describe('pageRequest', () => {
  it('starts at page 1 with 20 rows when the URL says nothing', () => {
    expect(fromUrl({})).toEqual({ page: 1, limit: 20 });
  });

  it('keeps a page and size from a shared link', () => {
    expect(fromUrl({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('falls back to the defaults for values the API would refuse', () => {
    expect(fromUrl({ page: '0', limit: '500' })).toEqual({ page: 1, limit: 20 });
    expect(fromUrl({ page: 'abc', limit: '-1' })).toEqual({ page: 1, limit: 20 });
  });
});
