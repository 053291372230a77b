import { describe, expect, it } from 'vitest';
import { readingState } from './readingState';

const notFound = Object.assign(new Error('Not found'), { status: 404 });
const serverError = Object.assign(new Error('Internal error'), { status: 500 });
const isMissing = (error: Error) => 'status' in error && error.status === 404;

describe('readingState', () => {
  it('shows what was read over a Cancel and over a later failed read, so a table never blanks', () => {
    expect(readingState({ stopped: true, data: [1], error: serverError, isMissing })).toEqual({
      kind: 'ready',
      data: [1],
    });
  });

  it('says the reading stopped before any error the cancelled read left behind', () => {
    expect(readingState({ stopped: true, data: undefined, error: notFound, isMissing }).kind).toBe('stopped');
    expect(readingState({ stopped: true, data: undefined, error: null }).kind).toBe('stopped');
  });

  it('tells a server without the list apart from a failure, where the page has words for it', () => {
    expect(readingState({ stopped: false, data: undefined, error: notFound, isMissing }).kind).toBe('missing');
    expect(readingState({ stopped: false, data: undefined, error: serverError, isMissing })).toEqual({
      kind: 'failed',
      error: serverError,
    });
  });

  it('shows a 404 as a failure on a page with no words for a missing list', () => {
    expect(readingState({ stopped: false, data: undefined, error: notFound })).toEqual({
      kind: 'failed',
      error: notFound,
    });
  });

  it('is reading until there is data or an error', () => {
    expect(readingState({ stopped: false, data: undefined, error: null, isMissing }).kind).toBe('reading');
  });
});
