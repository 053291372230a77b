import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/apiError';
import { keyRefused, keyVerdictOf, recordKeyVerdict } from './keyVerdict';

const here = { baseUrl: '', apiKey: 'right-key' };

describe('keyVerdictOf', () => {
  it('reads a 401 as a refused key and any success as an accepted one', () => {
    expect(
      keyVerdictOf({
        type: 'error',
        error: new ApiError({ status: 401, kind: 'http', message: 'Missing or invalid SERVICE-API-KEY header' }),
      }),
    ).toBe('refused');
    expect(keyVerdictOf({ type: 'success' })).toBe('accepted');
  });

  it('reads nothing about the key from other failures', () => {
    expect(
      keyVerdictOf({ type: 'error', error: new ApiError({ status: 404, kind: 'http', message: 'Not found' }) }),
    ).toBeUndefined();
    expect(
      keyVerdictOf({ type: 'error', error: new ApiError({ status: 0, kind: 'timeout', message: 'No answer' }) }),
    ).toBeUndefined();
    expect(
      keyVerdictOf({ type: 'error', error: new ApiError({ status: 0, kind: 'no-key', message: 'No key' }) }),
    ).toBeUndefined();
    expect(keyVerdictOf({ type: 'error', error: new TypeError('bug') })).toBeUndefined();
  });
});

describe('keyRefused', () => {
  it('holds the last verdict for the connection it was about, and no other', () => {
    recordKeyVerdict(here, 'refused');
    expect(keyRefused(here)).toBe(true);
    expect(keyRefused({ ...here, apiKey: 'another-key' })).toBe(false);
    expect(keyRefused({ ...here, baseUrl: 'https://other.example' })).toBe(false);
    recordKeyVerdict(here, 'accepted');
    expect(keyRefused(here)).toBe(false);
  });
});
