/** An error answer in the shape of DECISIONS.md (Errors): `{ status, message }`. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ status, message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** A refusal of the host itself: the client has no business reusing the connection, and its body stays unread. */
export function refusal(status: number, message: string): Response {
  return errorResponse(status, message, { Connection: 'close' });
}
