import { vi } from 'vitest';

interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON response, as the Console API sends them. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Replaces the global fetch with `respond` and records every request it receives. */
export function stubFetch(respond: Responder): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fake = vi.fn((input: string | URL | Request, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return Promise.resolve(respond(request));
  });
  vi.stubGlobal('fetch', fake);
  return requests;
}

/** A fetch that never answers, but rejects the way fetch does when its signal aborts. */
export function hangingResponse(request: RecordedRequest): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => {
      reject(
        request.signal?.reason instanceof Error ? request.signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    });
  });
}
