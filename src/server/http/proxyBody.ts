import type { IncomingMessage } from 'node:http';
import { pipeline, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Redactor } from './keyRedaction';

const DECODERS: Readonly<Record<string, (() => Transform) | undefined>> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * The transforms that undo a Content-Encoding (applied last first), or the coding the proxy cannot undo. An
 * upstream may compress though asked for identity; the body must be readable to redact the key from it.
 */
export function decodersFor(contentEncoding: string | undefined): Transform[] | string {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const decoders: Transform[] = [];
  for (const coding of codings.reverse()) {
    const decoder = DECODERS[coding];
    if (decoder === undefined) return coding.slice(0, 40);
    decoders.push(decoder());
  }
  return decoders;
}

/** Streams the upstream's body to the browser, decoded and with the key redacted, without buffering it whole. */
export function bodyStream(
  response: IncomingMessage,
  decoders: Transform[],
  redactor: Redactor,
): ReadableStream<Uint8Array> {
  const redacting = redactor.stream();
  // A failure anywhere (the upstream resets, a corrupt gzip, the total timeout) destroys the whole chain, so the
  // browser sees the body end in an error rather than a clean, truncated end.
  pipeline([response, ...decoders, redacting], () => undefined);
  const chunks: AsyncIterator<Buffer> = redacting[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done === true) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      response.destroy();
    },
  });
}
