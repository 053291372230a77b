/**
 * Whether an answer says the server lacks this endpoint (a list or action extension answers 404 on an upstream
 * without it), so the page offers "open by id" or says so instead of showing an error. The one place this
 * decision is made.
 */
export function isEndpointMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
