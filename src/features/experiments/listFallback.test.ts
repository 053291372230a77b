import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/apiError';
import { isListMissing } from './listFallback';

describe('isListMissing', () => {
  it('offers open by id when the server answers 404 for the list', () => {
    expect(isListMissing(new ApiError({ status: 404, kind: 'http', message: 'Not found' }))).toBe(true);
  });

  it('shows the error, not the fallback, for a refused key or a server failure', () => {
    expect(isListMissing(new ApiError({ status: 401, kind: 'http', message: 'Missing key' }))).toBe(false);
    expect(isListMissing(new ApiError({ status: 500, kind: 'http', message: 'Internal error' }))).toBe(false);
    expect(isListMissing(new ApiError({ status: 0, kind: 'network', message: 'Offline' }))).toBe(false);
  });

  it('shows the list when there is no error', () => {
    expect(isListMissing(null)).toBe(false);
  });
});
