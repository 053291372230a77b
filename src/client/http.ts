import { type Paged, type Pagination, PaginationSchema, parsePageLink, recordEnvelope } from '../contract/envelope';
import { API_BASE_PATH, API_KEY_HEADER } from '../contract/paths';
import * as z from '../contract/zod';
import { ApiError } from './apiError';
import { type ConnectionSettings, loadConnection, normaliseBaseUrl } from './connection';
import { noKeyMessage } from './noKeyMessage';
import { requestTimeoutMs } from './requestTimeout';
import { readItems, type UnreadableRecord } from './readItems';
import { requestBodyText } from './requestBody';
import { errorFromResponse, notJsonError, parseJson, type ReceivedResponse } from './responseError';

const STATUS_TIMEOUT_MS = 5_000;

type QueryParams = Record<string, string | number | undefined>;

interface ApiRequestOptions<T> {
  method: 'GET' | 'POST';
  /** A path from `apiPaths`, ids already encoded. */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Schema of `data` in the envelope. */
  schema: z.ZodMiniType<T>;
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

/** `<baseUrl>/console/v1<path>?<query>`; undefined query values are left out. */
export function buildApiUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** Sends one request and reads its body, turning abort, timeout and network failure into ApiErrors. */
async function exchange(
  url: string,
  init: RequestInit,
  baseUrl: string,
  apiKey: string,
  options: { signal?: AbortSignal; timeoutMs?: number; method: string },
): Promise<ReceivedResponse> {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await fetch(url, { ...init, signal });
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
    const status = await connectionStatusOf(baseUrl);
    if (status.mode !== 'unknown' && !status.serverHoldsKey) {
      throw new ApiError({ status: 0, kind: 'no-key', message: noKeyMessage(status) });
    }
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (secret) headers[API_KEY_HEADER] = secret;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = { method: options.method, headers };
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

  const envelope = recordEnvelope(options.schema).safeParse(json.value);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'the top level';
    throw new ApiError({
      status: response.status,
      kind: 'invalid-response',
      secret,
      message: `The server's response does not have the shape Gatehouse expects at ${where}${issue ? ` (${issue.message})` : ''}. Check that the base URL points to a compatible Console API.`,
    });
  }
  // Pagination is for display only: a malformed one is dropped rather than failing the whole page.
  const pagination = PaginationSchema.safeParse(envelope.data.pagination);
  return {
    message: envelope.data.message,
    data: envelope.data.data,
    ...(pagination.success ? { pagination: pagination.data } : {}),
  };
}

interface GetOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  baseUrl?: string;
  connection?: Pick<ConnectionSettings, 'baseUrl' | 'apiKey'>;
}

/** GETs one record and returns its `data`. */
export async function apiGet<T>(path: string, schema: z.ZodMiniType<T>, options: GetOptions = {}): Promise<T> {
  const response = await apiRequest({ ...options, method: 'GET', path, schema });
  return response.data;
}

interface ListOptions extends GetOptions {
  page: number;
  limit: number;
}

/** An absent, null or empty link is no link. */
function linkOrNull(link: string | null | undefined): string | null {
  if (link === undefined || link === null || link === '') return null;
  return link;
}

/** Pagination with every link `string | null`, `all` a string and `totalItems` left undefined when not sent. */
export function normalisePagination(pagination: Pagination | undefined, page: number, limit: number): Pagination {
  return {
    ...pagination,
    itemsPerPage: pagination?.itemsPerPage ?? limit,
    pageNumber: pagination?.pageNumber ?? page,
    totalItems: pagination?.totalItems,
    nextPage: linkOrNull(pagination?.nextPage),
    previousPage: linkOrNull(pagination?.previousPage),
    all: pagination?.all ?? '',
  };
}

/** A page of a list, with the records it had to leave out because they could not be read. */
type ListPage<T> = Paged<T> & { unreadable?: readonly UnreadableRecord[] };

/**
 * GETs one page of a list: `page` and `limit` go in the query, pagination comes back normalised. A record that does
 * not have the expected shape is left out and named in `unreadable`, so one odd record never hides the others;
 * when no record of the page can be read, the page fails as a response of the wrong shape.
 */
export async function apiList<T>(
  path: string,
  itemSchema: z.ZodMiniType<T>,
  options: ListOptions,
): Promise<ListPage<T>> {
  const { page, limit, query, ...rest } = options;
  const response = await apiRequest({
    ...rest,
    method: 'GET',
    path,
    query: { ...query, page, limit },
    schema: z.array(z.unknown()),
  });
  const { items, unreadable, firstIssue } = readItems(response.data, itemSchema);
  if (items.length === 0 && firstIssue !== undefined) {
    throw new ApiError({
      status: 200,
      kind: 'invalid-response',
      message: `The server's response does not have the shape Gatehouse expects at ${firstIssue.path} (${firstIssue.message}). Check that the base URL points to a compatible Console API.`,
    });
  }
  return {
    items,
    ...(unreadable.length > 0 ? { unreadable } : {}),
    message: response.message,
    pagination: normalisePagination(response.pagination, page, limit),
  };
}

/** Stops a list whose links never end (or repeat) from being read forever: 1,000 pages of 100. */
const MAX_PAGES_READ = 1000;

interface ListAllOptions extends GetOptions {
  /** Items asked for per page; the API allows at most 100. */
  limit: number;
}

/**
 * GETs every page of a list and returns all its items in the server's order. Once the first page tells
 * `totalItems`, the remaining pages are asked for together; without it, `nextPage` (a full path or only a
 * query) is followed one page at a time. An empty page, a link that does not move forward or 1,000 pages end
 * the reading, so a wrong link cannot loop.
 */
export async function apiListAll<T>(path: string, itemSchema: z.ZodMiniType<T>, options: ListAllOptions): Promise<T[]> {
  const first = await apiList(path, itemSchema, { ...options, page: 1 });
  const { totalItems, itemsPerPage } = first.pagination;
  if (totalItems !== undefined && itemsPerPage > 0) {
    const pageCount = Math.min(MAX_PAGES_READ, Math.ceil(totalItems / itemsPerPage));
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
        apiList(path, itemSchema, { ...options, page: index + 2 }),
      ),
    );
    return [first, ...rest].flatMap((page) => page.items);
  }
  const items = [...first.items];
  let current = first;
  let page = 1;
  for (let read = 1; read < MAX_PAGES_READ; read++) {
    const next = parsePageLink(current.pagination.nextPage);
    if (next === null || next <= page || current.items.length === 0) break;
    page = next;
    current = await apiList(path, itemSchema, { ...options, page });
    items.push(...current.items);
  }
  return items;
}

interface PostOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** POSTs a body; returns the success `message` (shown as a toast) and the record in `data`. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  options: PostOptions = {},
): Promise<{ message: string; data: T }> {
  const response = await apiRequest({ ...options, method: 'POST', path, body, schema });
  return { message: response.message, data: response.data };
}

/** How the Gatehouse server reaches the API: it is the API ('embedded') or forwards to one ('proxy'). */
export interface ConnectionStatus {
  mode: 'embedded' | 'proxy' | 'unknown';
  /** The server adds the key itself, so the browser needs none. */
  serverHoldsKey: boolean;
  /** Where the server's key can be found (a file path or an environment variable), when it says. */
  apiKeyLocation: string | null;
}

const ConnectionStatusSchema = z.looseObject({
  mode: z.enum(['embedded', 'proxy']),
  serverHoldsKey: z.catch(z.boolean(), false),
  apiKeyLocation: z.catch(z.nullable(z.string()), null),
});

const UNKNOWN_STATUS: ConnectionStatus = { mode: 'unknown', serverHoldsKey: false, apiKeyLocation: null };

/**
 * `GET <baseUrl>/gatehouse/status`, outside `/console/v1`. Never throws: any server that is not a Gatehouse server
 * (404, HTML, no answer) is 'unknown'. Sends no key; the status is not a secret.
 */
export async function getConnectionStatus(
  signal?: AbortSignal,
  baseUrl: string = loadConnection().baseUrl,
): Promise<ConnectionStatus> {
  const timeout = AbortSignal.timeout(STATUS_TIMEOUT_MS);
  try {
    const response = await fetch(`${baseUrl}/gatehouse/status`, {
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) return UNKNOWN_STATUS;
    const parsed = ConnectionStatusSchema.safeParse(parseJson(await response.text())?.value);
    if (!parsed.success) return UNKNOWN_STATUS;
    return {
      mode: parsed.data.mode,
      serverHoldsKey: parsed.data.serverHoldsKey,
      apiKeyLocation: parsed.data.apiKeyLocation,
    };
  } catch {
    return UNKNOWN_STATUS;
  }
}

/** A server's mode and key change only with a restart. */
const STATUS_KEPT_MS = 5 * 60_000;
const knownStatuses = new Map<string, { status: Promise<ConnectionStatus>; until: number }>();

/**
 * The status of the server at `baseUrl`, asked once and kept for 5 minutes by every caller (requests without a key,
 * the header, the Connection page). An 'unknown' answer is not kept, so a server that was down is asked again.
 */
export function connectionStatusOf(baseUrl: string): Promise<ConnectionStatus> {
  const now = Date.now();
  const known = knownStatuses.get(baseUrl);
  if (known && known.until > now) return known.status;
  const entry = { status: getConnectionStatus(undefined, baseUrl), until: now + STATUS_KEPT_MS };
  knownStatuses.set(baseUrl, entry);
  void entry.status.then((status) => {
    if (status.mode === 'unknown' && knownStatuses.get(baseUrl) === entry) knownStatuses.delete(baseUrl);
  });
  return entry.status;
}
