import { STATUS_CODES } from 'node:http';
import { errorResponse } from './errorResponse';
import { API_SECURITY_HEADERS } from './securityHeaders';

// Answers Node or the adapter make before Hono runs keep the same promise as every other: JSON, headers, no reuse.
export const NODE_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  Connection: 'close',
  ...API_SECURITY_HEADERS,
};

/** The `{ status, message }` answer as a fetch Response, for the adapter's error handler. */
export function nodeErrorResponse(status: number, message: string): Response {
  return errorResponse(status, message, { headers: NODE_ERROR_HEADERS });
}

/** The same answer as raw HTTP/1.1 bytes, for a socket Node gave up parsing. */
export function rawErrorAnswer(status: number, message: string): string {
  const body = JSON.stringify({ status, message });
  const headers = Object.entries({ ...NODE_ERROR_HEADERS, 'Content-Length': String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? 'Error'}\r\n${headers}\r\n${body}`;
}
