import { readErrorBody } from '../contract/envelopeCheck';
import { ApiError } from './apiError';
import { parseRetryAfter } from './retryAfter';

/** Node's fetch and HTTP/2 leave `statusText` empty; these are the statuses this API answers with. */
const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const KEY_HINT = 'Set the API key on the Connection page.';

function statusLabel(status: number, statusText: string): string {
  const text = statusText.trim() !== '' ? statusText.trim() : (STATUS_TEXTS[status] ?? 'Error');
  return `${text} (HTTP ${status})`;
}

/** What a person can do about a status when the server did not say more. */
function hintFor(status: number): string {
  if (status === 401 || status === 403) return KEY_HINT;
  if (status === 404) return 'Check the base URL on the Connection page.';
  if (status === 429 || status === 502 || status === 503 || status === 504)
    return 'The server is busy or unavailable; try again in a moment.';
  if (status >= 500) return 'The server failed; try again, and check its log if it keeps happening.';
  return '';
}

function sentence(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

export interface ReceivedResponse {
  status: number;
  statusText: string;
  headers: Headers;
  /** The body as text; '' when empty. */
  text: string;
}

/** Parses a body as JSON, or returns undefined when it is not JSON (an HTML error page, an empty body). */
export function parseJson(text: string): { value: unknown } | undefined {
  if (text.trim() === '') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The ApiError for a non-2xx response: the error body's message and field errors, or the
 * status text when the body is not JSON (kind 'invalid-response') or not an error body.
 */
export function errorFromResponse(response: ReceivedResponse, secret: string): ApiError {
  const { status } = response;
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  const common = { status, secret, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  const json = parseJson(response.text);
  if (json === undefined) {
    return new ApiError({
      ...common,
      kind: 'invalid-response',
      message: sentence(statusLabel(status, response.statusText), hintFor(status)),
    });
  }
  const body = readErrorBody(json.value);
  if (body === undefined || body.message.trim() === '') {
    return new ApiError({
      ...common,
      kind: 'http',
      message: sentence(statusLabel(status, response.statusText), hintFor(status)),
    });
  }
  const keyHint = status === 401 && !/connection page/i.test(body.message) ? KEY_HINT : '';
  return new ApiError({
    ...common,
    kind: 'http',
    message: sentence(body.message, keyHint),
    fieldErrors: body.errors ?? [],
  });
}

/** A 2xx response whose body is not JSON: most often a base URL that points at a web page instead of the API. */
export function notJsonError(response: ReceivedResponse, secret: string): ApiError {
  return new ApiError({
    status: response.status,
    kind: 'invalid-response',
    secret,
    message: sentence(
      `The server answered ${statusLabel(response.status, response.statusText)} but not with JSON`,
      'Check that the base URL on the Connection page points to the Console API',
    ),
  });
}
