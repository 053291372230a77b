import type { ClientRequest } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_KEY_HEADER } from '../../contract/paths';

// Only with a body the proxy sends: a Content-Length without its bytes leaves the upstream waiting for them, or
// reading the next request on the same keep-alive connection as that body. Transfer-Encoding is Node's to set.
const BODY_HEADERS = ['content-type', 'content-length'];

/** True when the proxy forwards this request's body; Node's server gives GET and HEAD none, whatever they framed. */
function sendsBody(request: Request): boolean {
  return request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
}

/** The headers the upstream gets: the key, what describes a body that is sent, and nothing about the browser. */
export function upstreamHeaders(request: Request, key: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': 'Gatehouse console proxy',
    // The proxy reads answers to remove the key from them, so it asks for them uncompressed.
    'accept-encoding': 'identity',
  };
  const accept = request.headers.get('accept');
  if (accept !== null) headers.accept = accept;
  if (sendsBody(request)) {
    for (const name of BODY_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
  }
  // Cookies, Host, Origin and Referer are deliberately absent: the upstream is another site.
  if (key !== null) headers[API_KEY_HEADER] = key;
  return headers;
}

/** Sends the request body, or ends the request with none, exactly as {@link upstreamHeaders} announced. */
export function sendBody(request: Request, upstream: ClientRequest): void {
  const body = request.body;
  if (body === null || !sendsBody(request)) {
    upstream.end();
    return;
  }
  pipeline(Readable.from(readChunks(body)), upstream).catch((error: unknown) => {
    upstream.destroy(error instanceof Error ? error : undefined);
  });
}

async function* readChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      yield chunk.value;
    }
  } finally {
    reader.releaseLock();
  }
}
