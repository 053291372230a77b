import type { FieldError } from '../../contract/envelope';

export interface ErrorAnswerParts {
  /** Field errors, sent with a 400 only, so a client can attach each entry to the field it names. */
  errors?: readonly FieldError[] | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
}

/** Every error answer of the server, the Console API's included: `{ status, message, errors? }`, never cached. */
export function errorResponse(status: number, message: string, { errors, headers }: ErrorAnswerParts = {}): Response {
  const body =
    status === 400 && errors !== undefined && errors.length > 0 ? { status, message, errors } : { status, message };
  // Text and a Headers object: the Node adapter sends such an answer in one write, and later edits stick.
  return new Response(JSON.stringify(body), {
    status,
    headers: new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers }),
  });
}

/** A refusal of the host itself: the client has no business reusing the connection, and its body stays unread. */
export function refusal(status: number, message: string): Response {
  return errorResponse(status, message, { headers: { Connection: 'close' } });
}
