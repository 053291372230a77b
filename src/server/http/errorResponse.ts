/** An error answer in the shape of DECISIONS.md (Errors): `{ status, message }`. */
export function errorResponse(status: number, message: string): Response {
  return Response.json({ status, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}
