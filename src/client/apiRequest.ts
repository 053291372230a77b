import type { DataCheck } from '../contract/dataCheck';
import type { Pagination } from '../contract/envelope';
import { readPagination, readRecordEnvelope } from '../contract/envelopeCheck';
import { ApiError } from './apiError';
import { apiHeaders, buildApiUrl, type QueryParams } from './apiUrl';
import { adoptEarlyGet } from './earlyGet';
import { invalidResponseError } from './invalidResponse';
import { type ConnectionSettings, loadConnection, normaliseBaseUrl } from './connection';
import { noKeyMessage } from './noKeyMessage';
import { knownConnectionStatus } from './queries/connectionQueries';
import { requestTimeoutMs } from './requestTimeout';
import { requestBodyText } from './requestBody';
import { sendRequest } from './sendRequest';
import { errorFromResponse, notJsonError, parseJson, type ReceivedResponse } from './responseError';

interface ApiRequestOptions<T> {
  method: 'GET' | 'POST';
  /** A path from `apiPaths`, ids already encoded. */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Schema of `data` in the envelope. */
  schema: DataCheck<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The base URL the caller's cache key was built for. If the connection has moved to another server since, the
   * request is not sent, so a key is never sent to a server it was not configured for.
   */
  baseUrl?: string;
  /** Settings to use instead of the stored ones, for trying them before saving ("Test connection"). */
  connection?: Pick<ConnectionSettings, 'baseUrl' | 'apiKey'>;
}

interface ApiResponse<T> {
  message: string;
  data: T;
  pagination?: Pagination;
}

/** Where requests go, for messages: the configured base URL or this page's origin. */
function serverLabel(baseUrl: string): string {
  if (baseUrl) return baseUrl;
  return typeof location === 'undefined' ? 'this site' : location.origin;
}

/** "20 seconds", "1 second", "0.5 seconds": whole seconds unless the timeout is shorter than that. */
function secondsText(ms: number): string {
  const seconds = ms >= 1000 ? Math.round(ms / 1000) : ms / 1000;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** Sends one request and reads its body, turning abort, timeout and network failure into ApiErrors. */
async function exchange(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  baseUrl: string,
  apiKey: string,
  options: { signal?: AbortSignal; timeoutMs?: number; method: string },
): Promise<ReceivedResponse> {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    // The opened page's first GET may already be on its way (earlyGet.ts): the same request, taken over once.
    const response = await (adoptEarlyGet(url, init, signal) ?? sendRequest(url, { ...init, signal }));
    const text = await response.text();
    return { status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    // The caller cancelled (React Query unmounted or refetched): not a failure to report.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) {
      const unsure =
        options.method === 'POST'
          ? ' The change may or may not have been saved; your edits are still here, so check the record before saving again.'
          : ' Try again.';
      throw new ApiError({
        status: 0,
        kind: 'timeout',
        secret: apiKey,
        cause: error,
        message: `The server at ${serverLabel(baseUrl)} did not answer within ${secondsText(timeoutMs)}.${unsure}`,
      });
    }
    throw new ApiError({
      status: 0,
      kind: 'network',
      secret: apiKey,
      cause: error,
      message: `Cannot reach the server at ${serverLabel(baseUrl)}. Check the base URL on the Connection page and that the server is running.`,
    });
  }
}

/**
 * The one function that talks to the Console API. Sends the key in the `SERVICE-API-KEY` header (never in the
 * URL), parses the envelope with `schema` for `data`, and throws an ApiError for every kind of failure.
 */
export async function apiRequest<T>(options: ApiRequestOptions<T>): Promise<ApiResponse<T>> {
  const connection = options.connection
    ? { baseUrl: normaliseBaseUrl(options.connection.baseUrl), apiKey: options.connection.apiKey.trim() }
    : loadConnection();
  const baseUrl = options.connection ? connection.baseUrl : (options.baseUrl ?? connection.baseUrl);
  const secret = connection.apiKey;
  if (baseUrl !== connection.baseUrl) {
    throw new ApiError({
      status: 0,
      kind: 'network',
      message: `The connection moved from ${serverLabel(baseUrl)} to ${serverLabel(connection.baseUrl)}; this request was not sent.`,
    });
  }
  if (secret === '' && !options.connection) {
    // No key here and none the server adds: the request could only be refused, so it is not sent (a first visit
    // gets "Connect to get started" instead of a 401). A server that does not say (not Gatehouse) is still asked.
    const status = await knownConnectionStatus(baseUrl);
    if (status.mode !== 'unknown' && !status.serverHoldsKey) {
      throw new ApiError({ status: 0, kind: 'no-key', message: noKeyMessage(status) });
    }
  }
  const init: RequestInit & { headers: Record<string, string> } = {
    method: options.method,
    headers: apiHeaders(secret, options.body !== undefined),
  };
  if (options.body !== undefined) init.body = requestBodyText(options.body);

  const url = buildApiUrl(baseUrl, options.path, options.query);
  const response = await exchange(url, init, baseUrl, secret, {
    method: options.method,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  if (response.status < 200 || response.status >= 300) throw errorFromResponse(response, secret);
  const json = parseJson(response.text);
  if (json === undefined) throw notJsonError(response, secret);

  const envelope = readRecordEnvelope(json.value, options.schema);
  if (!envelope.success) throw invalidResponseError(response.status, envelope.error.issues, secret);
  // Pagination is for display only: a malformed one is dropped rather than failing the whole page.
  const pagination = readPagination(envelope.data.pagination);
  return {
    message: envelope.data.message,
    data: envelope.data.data,
    ...(pagination ? { pagination } : {}),
  };
}

export interface GetOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  baseUrl?: string;
  connection?: Pick<ConnectionSettings, 'baseUrl' | 'apiKey'>;
}

/** GETs one record and returns its `data`. */
export async function apiGet<T>(path: string, schema: DataCheck<T>, options: GetOptions = {}): Promise<T> {
  const response = await apiRequest({ ...options, method: 'GET', path, schema });
  return response.data;
}

interface PostOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** POSTs a body; returns the success `message` (shown as a toast) and the record in `data`. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  schema: DataCheck<T>,
  options: PostOptions = {},
): Promise<{ message: string; data: T }> {
  const response = await apiRequest({ ...options, method: 'POST', path, body, schema });
  return { message: response.message, data: response.data };
}
