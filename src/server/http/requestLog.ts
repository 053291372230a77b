import type { MiddlewareHandler } from 'hono';
import pino from 'pino';
import { nodeBindingsOf } from './nodeBindings';
import { pathOfUrl } from './urlParts';

/** Where the host writes its lines (one JSON object each); tests pass a collector. */
export type Logger = (line: string) => void;

/** The host's structured logger: pino, to stdout or to `sink`. No pid or hostname: one process, one machine. */
export function createHostLogger(sink?: Logger): pino.Logger {
  const options = { base: null };
  if (sink !== undefined) return pino(options, { write: sink });
  // Asynchronous: lines logged while a write is under way go out together in the next one, not a write each.
  // pino flushes what is left when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

// nginx's code for "the client closed the connection before the answer was sent".
const CLIENT_CLOSED = 499;

/**
 * One line per request: method, path, status, ms. Never headers or the query string, which is where keys and other
 * secrets would travel. The path is taken from the URL as sent, percent-encoded, so no byte of it can break the line.
 * A client that leaves before its answer is sent is logged `aborted: true`, status 499, whatever the handler said.
 */
export function requestLog(logger: pino.Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const method = c.req.method;
    const path = pathOfUrl(c.req.url);
    const write = (status: number, aborted: boolean) => {
      const ms = Math.round(performance.now() - started);
      if (aborted) logger.info({ method, path, status: CLIENT_CLOSED, aborted, ms });
      else logger.info({ method, path, status, ms });
    };
    const outgoing = nodeBindingsOf(c.env)?.outgoing;
    if (outgoing === undefined) {
      write(c.res.status, c.req.raw.signal.aborted);
    } else if (outgoing.closed) {
      write(c.res.status, !outgoing.writableFinished);
    } else {
      // The answer is written after the handlers return; only its end tells whether the client got it.
      outgoing.once('close', () => {
        write(outgoing.statusCode, !outgoing.writableFinished);
      });
    }
  };
}
