import type { CheckIssue } from '../contract/dataCheck';
import { ApiError } from './apiError';

/**
 * The error of an answer whose body does not have the shape expected, naming the first problem: the same words
 * whether the check ran as the answer arrived or later on the record it held (a gate's page checks its whole record
 * once the editor's code is here).
 */
export function invalidResponseError(status: number, issues: readonly CheckIssue[], secret: string): ApiError {
  const issue = issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'the top level';
  return new ApiError({
    status,
    kind: 'invalid-response',
    secret,
    message: `The server's response does not have the shape Gatehouse expects at ${where}${issue ? ` (${issue.message})` : ''}. Check that the base URL points to a compatible Console API.`,
  });
}
