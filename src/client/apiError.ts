import type { FieldError } from '../contract/envelope';
import { redactSecrets } from './redact';

/**
 * What went wrong: an HTTP error answer, no answer at all, no answer in time, an answer Gatehouse cannot read, or
 * ('no-key') a request not sent because neither this browser nor the server has a key to send with it.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'no-key';

interface ApiErrorInit {
  /** The HTTP status whenever a response arrived (whatever the kind); 0 for network failures and timeouts. */
  status: number;
  kind: ApiErrorKind;
  message: string;
  fieldErrors?: FieldError[];
  retryAfterMs?: number;
  /** The API key in use, so that it is removed from every message even where it does not look like a key. */
  secret?: string;
  cause?: unknown;
}

/**
 * The one error type of every Console API call. `message` is a sentence a person can act on, already redacted;
 * `fieldErrors` come from a 400 body's `errors[]` (legacy `{ property, errorMessage }` normalised).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: FieldError[];
  readonly retryAfterMs?: number;

  constructor(init: ApiErrorInit) {
    super(redactSecrets(init.message, init.secret), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.fieldErrors = (init.fieldErrors ?? []).map((error) => ({
      path: normaliseFieldPath(error.path),
      message: redactSecrets(error.message, init.secret),
    }));
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

/** True for errors thrown by the client (narrows `unknown` from React Query or a catch block). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `rules[0].passPercentage` and `/rules/0/passPercentage` both become `rules.0.passPercentage`. */
function normaliseFieldPath(path: string): string {
  return path
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/**
 * The server's message for one form field (`rules.0.passPercentage`), or undefined. Accepts any error so a form can
 * pass `mutation.error` straight in.
 */
export function fieldErrorFor(error: unknown, path: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const wanted = normaliseFieldPath(path);
  return error.fieldErrors.find((fieldError) => fieldError.path === wanted)?.message;
}
