import { describe, expect, it } from 'vitest';
import { PagingQuerySchema, RulesPagingQuerySchema } from './paging';
import { ErrorBodySchema, PaginationSchema } from './envelope';

describe('paging query', () => {
  it('defaults to page 1 and limit 20', () => {
    expect(PagingQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('accepts limit 1 and 100, rejects 0 and 101 with a message naming the bound', () => {
    expect(PagingQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(PagingQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['0', '101', '2.5', 'ten']) {
      const result = PagingQuerySchema.safeParse({ limit });
      expect(result.error?.issues[0]?.message).toBe('limit must be a whole number from 1 to 100');
    }
  });

  it('rejects page 0 and accepts any page from 1', () => {
    expect(PagingQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(
      'page must be a whole number at least 1',
    );
    expect(PagingQuerySchema.parse({ page: '9999' }).page).toBe(9999);
  });

  it('lets dynamic config rules page up to 20000, by default 20000', () => {
    expect(RulesPagingQuerySchema.parse({})).toEqual({ page: 1, limit: 20000 });
    expect(RulesPagingQuerySchema.safeParse({ limit: '20001' }).success).toBe(false);
  });
});

describe('envelope', () => {
  it('accepts query-only links, an empty all and no totalItems', () => {
    const result = PaginationSchema.safeParse({
      itemsPerPage: 20,
      pageNumber: 2,
      nextPage: '?page=3&limit=20',
      previousPage: '?page=1&limit=20',
      all: '',
    });
    expect(result.success).toBe(true);
  });

  it('normalises the older error shape to paths', () => {
    const body = ErrorBodySchema.parse({ message: 'Bad', errors: [{ property: 'name', errorMessage: 'too short' }] });
    expect(body.errors).toEqual([{ path: 'name', message: 'too short' }]);
  });
});
