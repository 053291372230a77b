import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorFor, isApiError } from './apiError';

describe('ApiError', () => {
  it('redacts the key from the message and from field errors', () => {
    const error = new ApiError({
      status: 401,
      kind: 'http',
      message: 'Key abc123secret is not valid',
      fieldErrors: [{ path: 'x', message: 'abc123secret again' }],
      secret: 'abc123secret',
    });
    expect(error.message).toBe('Key [redacted] is not valid');
    expect(error.fieldErrors[0]?.message).toBe('[redacted] again');
  });

  it('is recognised by isApiError and is an Error', () => {
    const error = new ApiError({ status: 0, kind: 'network', message: 'Cannot reach the server' });
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('fieldErrorFor', () => {
  const error = new ApiError({
    status: 400,
    kind: 'http',
    message: 'The gate is not valid',
    fieldErrors: [
      { path: 'rules.0.passPercentage', message: 'Pass percentage must be between 0 and 100' },
      { path: 'tags[2]', message: 'Tags must not be empty' },
    ],
  });

  it('finds the message for a field path', () => {
    expect(fieldErrorFor(error, 'rules.0.passPercentage')).toBe('Pass percentage must be between 0 and 100');
  });

  it('matches bracket and dotted notation alike', () => {
    expect(fieldErrorFor(error, 'tags.2')).toBe('Tags must not be empty');
    expect(fieldErrorFor(error, 'rules[0].passPercentage')).toBe('Pass percentage must be between 0 and 100');
  });

  it('returns undefined for other fields and for errors that are not ApiErrors', () => {
    expect(fieldErrorFor(error, 'name')).toBeUndefined();
    expect(fieldErrorFor(new Error('x'), 'name')).toBeUndefined();
    expect(fieldErrorFor(null, 'name')).toBeUndefined();
  });
});
