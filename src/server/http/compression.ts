import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The encodings the host sends; brotli is smaller, gzip is what every client understands. */
export type ContentEncoding = 'br' | 'gzip';

// Below this, headers and framing outweigh what compression saves.
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
// Quality 6 compresses the built app almost as well as quality 11 at a small fraction of the time.
const BROTLI_QUALITY = 6;
// An API answer is compressed on every request. Below about one initial TCP congestion window (10 segments, some
// 14 KB) compressing saves no round trip, so smaller answers go as they are; larger ones get the fastest settings,
// which already shrink a page of records about ninefold at a tenth of the cost of the static files' settings.
const ANSWER_MIN_BYTES = 10 * 1024;
const ANSWER_BROTLI_QUALITY = 1;
const ANSWER_GZIP_LEVEL = 1;
// Up to this size an answer is compressed on the event loop (a fraction of a millisecond): handing it to zlib's
// thread pool costs more than the work. Larger ones go to the pool so they never hold other requests up.
const ANSWER_SYNC_MAX_BYTES = 64 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with for this Accept-Encoding header, brotli first; undefined sends the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  if (acceptEncoding === null) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** Whether a body of this type and size is worth compressing (text, JSON, scripts, SVG; not images or fonts). */
export function isCompressible(contentType: string | null, byteLength: number): boolean {
  return contentType !== null && COMPRESSIBLE_TYPE.test(contentType) && byteLength >= MIN_BYTES;
}

/** `bytes` compressed with `encoding`, off the event loop (zlib's thread pool). */
export async function compressBytes(bytes: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzipAsync(bytes);
  // A copy onto its own ArrayBuffer: a Response body may not be a view into Node's shared buffer pool.
  return new Uint8Array(compressed);
}

/** Adds Accept-Encoding to the Vary header, so caches keep the compressed and plain answers apart. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === null || vary === '') headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * An API answer's bytes compressed with the fast settings (see ANSWER_BROTLI_QUALITY), or undefined when the answer is
 * too small for compression to pay: it then goes as it is.
 */
export async function compressAnswer(
  bytes: Uint8Array,
  encoding: ContentEncoding,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (bytes.byteLength < ANSWER_MIN_BYTES) return undefined;
  const options =
    encoding === 'br'
      ? {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }
      : { level: ANSWER_GZIP_LEVEL };
  const sync = bytes.byteLength <= ANSWER_SYNC_MAX_BYTES;
  const compressed =
    encoding === 'br'
      ? sync
        ? brotliCompressSync(bytes, options)
        : await brotli(bytes, options)
      : sync
        ? gzipSync(bytes, options)
        : await gzipAsync(bytes, options);
  // A copy onto its own ArrayBuffer: a Response body may not be a view into Node's shared buffer pool.
  return new Uint8Array(compressed);
}

/**
 * The embedded API's answer compressed for the browser. It buffers the body, so it is only for answers built in
 * memory: the proxy's streamed upstream answers never come through here. An answer that stays plain keeps its own
 * body (only Vary is added, in place), so it is sent in one write as the handler built it.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const contentType = response.headers.get('Content-Type');
  if (
    request.method === 'HEAD' ||
    response.headers.has('Content-Encoding') ||
    contentType === null ||
    !COMPRESSIBLE_TYPE.test(contentType)
  ) {
    return response;
  }
  // The live Headers object: edits to it reach the wire whether or not the body is read below.
  const headers = response.headers;
  varyOnEncoding(headers);
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  // Reading `body` makes the adapter's lightweight Response build a full one: only done when it may be compressed.
  const length = headers.get('Content-Length');
  const small = length !== null && Number(length) < ANSWER_MIN_BYTES;
  if (encoding === undefined || small || response.body === null) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers };
  const compressed = await compressAnswer(bytes, encoding);
  if (compressed === undefined) return new Response(bytes, init);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  return new Response(compressed, init);
}
