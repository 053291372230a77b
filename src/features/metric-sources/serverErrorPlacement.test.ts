import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/apiError';
import { placeServerError } from './serverErrorPlacement';

describe('placing a server error on the metric source form', () => {
  it('says a taken name next to the name field', () => {
    const error = new ApiError({ status: 409, kind: 'http', message: 'A metric source named "orders" already exists' });
    expect(placeServerError(error)).toEqual({
      fields: [{ path: 'name', message: 'A metric source named "orders" already exists' }],
    });
  });

  it('puts each 400 field error next to its field and the rest in the summary', () => {
    const error = new ApiError({
      status: 400,
      kind: 'http',
      message: 'The metric source is invalid',
      fieldErrors: [
        { path: 'column_types.1', message: 'Column type is required' },
        { path: 'tableName', message: 'Table name is required for a table source' },
        { path: 'warehouse', message: 'Unknown field' },
      ],
    });
    expect(placeServerError(error)).toEqual({
      fields: [
        { path: 'columns.1.type', message: 'Column type is required' },
        { path: 'tableName', message: 'Table name is required for a table source' },
      ],
      summary: 'The metric source is invalid warehouse: Unknown field',
    });
  });

  it('shows a failure without field errors as the summary only', () => {
    const error = new ApiError({ status: 0, kind: 'network', message: 'Cannot reach the server' });
    expect(placeServerError(error)).toEqual({ fields: [], summary: 'Cannot reach the server' });
  });
});
