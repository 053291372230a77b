import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/apiError';
import { isConfigListMissing } from './configListMissing';

describe('isConfigListMissing', () => {
  it('offers open by id when the server answers 404 for the list', () => {
    expect(isConfigListMissing(new ApiError({ status: 404, kind: 'http', message: 'Not found' }))).toBe(true);
  });

  it('shows the error instead for a refused key, a server failure or no answer', () => {
    expect(isConfigListMissing(new ApiError({ status: 401, kind: 'http', message: 'Missing key' }))).toBe(false);
    expect(isConfigListMissing(new ApiError({ status: 500, kind: 'http', message: 'Internal error' }))).toBe(false);
    expect(isConfigListMissing(new ApiError({ status: 0, kind: 'network', message: 'Offline' }))).toBe(false);
    expect(isConfigListMissing(null)).toBe(false);
  });
});
