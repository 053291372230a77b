import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { NODE_ERROR_HEADERS, nodeErrorResponse, rawErrorAnswer } from './nodeErrorAnswer';

/** What Node's parser (or its timers) refused, as the status and sentence the client gets. */
function answerFor(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request headers are too large'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'Chunk extensions are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request did not arrive in time'];
    default:
      return [400, 'Malformed request: the request line or headers are not valid HTTP/1.1'];
  }
}

/**
 * Gives the answers Node makes itself (400, 408, 413, 417, 431) the JSON body and security headers of every other
 * answer, and closes the connection after them.
 */
export function answerClientErrors(server: Server): void {
  // The response in progress on each socket: once its headers are out, an error answer would corrupt it.
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(request.socket, response);
    response.once('finish', () => {
      if (inFlight.get(request.socket) === response) inFlight.delete(request.socket);
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // ECONNRESET: the client is gone; there is no one to answer.
    if (error.code !== 'ECONNRESET' && socket.writable && inFlight.get(socket)?.headersSent !== true) {
      const [status, message] = answerFor(error.code);
      socket.end(rawErrorAnswer(status, message));
    }
    socket.destroy();
  });

  // An Expect other than 100-continue: Node would answer a bare 417.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const message = 'Expectation failed: only "Expect: 100-continue" is understood';
    const body = JSON.stringify({ status: 417, message });
    // Its own Content-Length: the shared headers must never carry one, and a chunked error is harder to read.
    response.writeHead(417, { ...NODE_ERROR_HEADERS, 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
    request.resume();
  });
}

/** The adapter's error handler: a request it cannot turn into a fetch Request (bad Host, backslash in the path). */
export function malformedRequestAnswer(error: unknown): Response {
  if (error instanceof Error && error.name === 'RequestError') {
    return nodeErrorResponse(400, `Malformed request: ${error.message.toLowerCase()}`);
  }
  return nodeErrorResponse(500, 'Internal error');
}
