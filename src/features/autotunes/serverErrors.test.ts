import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/apiError';
import { placeCreateFailure } from './serverErrors';
import { REVIEW_STEP } from './wizardSteps';

describe('placeCreateFailure', () => {
  it('puts a taken name (409) on the name field of the Basics step', () => {
    const error = new ApiError({ status: 409, kind: 'http', message: 'An autotune named "x" already exists' });
    expect(placeCreateFailure(error)).toEqual({
      step: 0,
      fieldErrors: [{ path: 'name', message: 'An autotune named "x" already exists' }],
      formMessage: undefined,
    });
  });

  it('returns to the earliest step that has an offending field', () => {
    const error = new ApiError({
      status: 400,
      kind: 'http',
      message: 'Invalid body',
      fieldErrors: [
        { path: 'explorationWindowRate', message: 'too big' },
        { path: 'variants[1].json', message: 'bad' },
      ],
    });
    const failure = placeCreateFailure(error);
    expect(failure.step).toBe(1);
    expect(failure.fieldErrors).toEqual([
      { path: 'explorationWindowRate', message: 'too big' },
      { path: 'variants.1.json', message: 'bad' },
    ]);
  });

  it('keeps errors on fields no step edits as a message on the review step', () => {
    const error = new ApiError({
      status: 400,
      kind: 'http',
      message: 'Invalid body',
      fieldErrors: [{ path: 'holdoutIDs', message: 'Unknown field' }],
    });
    expect(placeCreateFailure(error)).toEqual({
      step: REVIEW_STEP,
      fieldErrors: [],
      formMessage: 'Invalid body holdoutIDs: Unknown field',
    });
  });

  it('shows a network failure on the review step', () => {
    const error = new ApiError({ status: 0, kind: 'network', message: 'Cannot reach the server' });
    expect(placeCreateFailure(error)).toMatchObject({ step: REVIEW_STEP, formMessage: 'Cannot reach the server' });
  });
});
