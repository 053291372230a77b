import type { ApiError } from '../apiError';

/** The error a request the test expects to fail was rejected with; the test fails if the request succeeds. */
export async function requestFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}
