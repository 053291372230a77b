import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../client/apiError';
import { placeCreateFailure } from './createFailure';

const http = (status: number, message: string, fieldErrors: { path: string; message: string }[] = []) =>
  new ApiError({ status, kind: 'http', message, fieldErrors });

describe('placeCreateFailure', () => {
  it('puts a taken id on the name, with the server message', () => {
    const taken = 'A gate with the id "checkout" already exists';
    expect(placeCreateFailure(http(409, taken))).toEqual({
      fieldErrors: [{ field: 'name', message: taken }],
      formMessage: undefined,
      notAllowed: false,
    });
  });

  it("puts a 400's field errors on their fields, a tag's on the tags, and the rest above the buttons", () => {
    const failure = placeCreateFailure(
      http(400, 'Invalid body', [
        { path: 'name', message: 'Name is taken upstream' },
        { path: 'tags.1', message: 'Tags must not be empty' },
        { path: 'owner', message: 'Unknown field' },
      ]),
    );
    expect(failure.fieldErrors).toEqual([
      { field: 'name', message: 'Name is taken upstream' },
      { field: 'tags', message: 'Tags must not be empty' },
    ]);
    expect(failure.formMessage).toBe('owner: Unknown field');
  });

  it('says creating is not allowed on a 404 or a 405', () => {
    expect(placeCreateFailure(http(404, 'Not found')).notAllowed).toBe(true);
    expect(placeCreateFailure(http(405, 'Method not allowed')).notAllowed).toBe(true);
  });

  it('shows a network failure or a 500 above the buttons', () => {
    expect(placeCreateFailure(new ApiError({ status: 0, kind: 'network', message: 'No answer' })).formMessage).toBe(
      'No answer',
    );
    expect(placeCreateFailure(http(500, 'Internal error'))).toMatchObject({
      fieldErrors: [],
      formMessage: 'Internal error',
    });
  });
});
