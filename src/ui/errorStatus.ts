/** The HTTP status an error carries (the client's ApiError has one), read without knowing its class. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The kind an error carries (the client's ApiError has one: 'http', 'network', 'no-key', ...), read without its class. */
export function errorKind(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string')
    return error.kind;
  return undefined;
}

/** A message a person can read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    if (error.message.trim() !== '') return error.message;
  }
  return 'An unexpected error occurred.';
}
