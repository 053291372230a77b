import { apiHeaders, buildApiUrl, type QueryParams } from './apiUrl';
import { loadConnection } from './connection';

/**
 * The opened page's first GET, started by the shell's first module before the rest of the app's code has run, and
 * handed once to the fetch client when it sends the identical request (same URL and headers). Anything else, or
 * the same request asked for later than ADOPT_WINDOW_MS after the start, is sent as usual.
 */
interface EarlyGet {
  url: string;
  headers: string;
  response: Promise<Response>;
  controller: AbortController;
}

// Long enough for the shell and the route's chunk to load on a slow phone, short enough that a stale answer is
// never taken for a fresh one.
const ADOPT_WINDOW_MS = 10_000;

let pending: EarlyGet | undefined;

const headerText = (headers: Record<string, string>) => JSON.stringify(Object.entries(headers).sort());

/**
 * Starts `GET path?query` with the stored connection's base URL and key, exactly as the fetch client would send it.
 * Without a key nothing is started: the client first asks the server whether it adds one. Returns whether it started.
 */
export function startEarlyGet(path: string, query: QueryParams): boolean {
  const { baseUrl, apiKey } = loadConnection();
  if (apiKey === '') return false;
  const headers = apiHeaders(apiKey, false);
  const controller = new AbortController();
  const url = buildApiUrl(baseUrl, path, query);
  const response = fetch(url, { method: 'GET', headers, signal: controller.signal });
  // A failure belongs to whoever adopts it; unadopted, it is nobody's.
  response.catch(() => undefined);
  const early: EarlyGet = { url, headers: headerText(headers), response, controller };
  pending = early;
  setTimeout(() => {
    if (pending !== early) return;
    pending = undefined;
    controller.abort();
  }, ADOPT_WINDOW_MS);
  return true;
}

/**
 * The early GET's response when `url` and `headers` are the ones it was sent with, at most once; `signal` then
 * cancels it as it would have cancelled the client's own fetch. Undefined otherwise: send the request.
 */
export function adoptEarlyGet(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
  signal: AbortSignal,
): Promise<Response> | undefined {
  const early = pending;
  if (early === undefined || init.method !== 'GET' || init.body !== undefined) return undefined;
  if (early.url !== url || early.headers !== headerText(init.headers ?? {})) return undefined;
  pending = undefined;
  if (signal.aborted) early.controller.abort(signal.reason);
  else
    signal.addEventListener(
      'abort',
      () => {
        early.controller.abort(signal.reason);
      },
      { once: true },
    );
  return early.response;
}
