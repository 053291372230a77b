import { describe, expect, it } from 'vitest';
import { errorKind, errorMessage, errorStatus } from './errorStatus';

describe('errorStatus', () => {
  it('reads the status of an API error', () => {
    expect(errorStatus(Object.assign(new Error('Missing key'), { status: 401 }))).toBe(401);
  });

  it('has no status for a plain error or a non-object', () => {
    expect(errorStatus(new Error('boom'))).toBeUndefined();
    expect(errorStatus('boom')).toBeUndefined();
    expect(errorStatus({ status: '401' })).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('shows the error message', () => {
    expect(errorMessage(new Error('Gate not found'))).toBe('Gate not found');
  });

  it('falls back to a generic sentence when there is no message', () => {
    expect(errorMessage(new Error(''))).toBe('An unexpected error occurred.');
    expect(errorMessage(42)).toBe('An unexpected error occurred.');
  });
});

describe('errorKind', () => {
  it('reads the kind of an API error, and nothing from other values', () => {
    expect(errorKind(Object.assign(new Error('No key'), { kind: 'no-key' }))).toBe('no-key');
    expect(errorKind(new Error('boom'))).toBeUndefined();
    expect(errorKind({ kind: 3 })).toBeUndefined();
    expect(errorKind(null)).toBeUndefined();
  });
});
