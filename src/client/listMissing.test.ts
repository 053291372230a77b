import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { isEndpointMissing } from './listMissing';

describe('isEndpointMissing', () => {
  it('reads a 404 answer as an extension the server lacks', () => {
    expect(isEndpointMissing(new ApiError({ status: 404, kind: 'http', message: 'Not found' }))).toBe(true);
  });

  it('reads every other failure as an error to show', () => {
    expect(isEndpointMissing(new ApiError({ status: 401, kind: 'http', message: 'Missing key' }))).toBe(false);
    expect(isEndpointMissing(new ApiError({ status: 500, kind: 'http', message: 'Internal error' }))).toBe(false);
    expect(isEndpointMissing(new ApiError({ status: 0, kind: 'network', message: 'Offline' }))).toBe(false);
    expect(isEndpointMissing(new Error('boom'))).toBe(false);
    expect(isEndpointMissing(null)).toBe(false);
    expect(isEndpointMissing(undefined)).toBe(false);
  });
});
