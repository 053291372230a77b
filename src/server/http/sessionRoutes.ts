import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API_KEY_HEADER, consoleHostPaths } from '../../contract/paths';
import { apiKeyMatcher, MISSING_KEY } from '../api/apiKeyAuth';
import { errorResponse, refusal } from './errorResponse';
import { jsonBodyGuard } from './jsonBodyGuard';
import { originGuard } from './originGuard';
import { knownTimeZone, type PageSessions, SESSION_COOKIE, SESSION_TTL_MS } from './pageSessions';

const SESSION_PATH = consoleHostPaths.session;

// A session is opened with a small JSON body; anything larger is not a console's, and is not read past this.
const MAX_BODY_BYTES = 1_024;
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // Its rest is left unread on the socket, so the connection is not reused.
  onError: () => refusal(413, `The body is larger than ${String(MAX_BODY_BYTES)} bytes`),
});

/**
 * `POST /gatehouse/session` with the API key's header and `{ "timeZone": "Europe/Paris" }` opens a page session
 * (pageSessions.ts) and sets its cookie; `DELETE` ends it and clears the cookie. Only from the console's own pages.
 */
export function addSessionRoutes(app: Hono, { apiKey, sessions }: { apiKey: string; sessions: PageSessions }): void {
  const keyMatches = apiKeyMatcher(apiKey);
  app.use(SESSION_PATH, originGuard({ everyRequest: true }), jsonBodyGuard());
  app.post(SESSION_PATH, limitBody, async (c) => {
    if (!keyMatches(c.req.header(API_KEY_HEADER))) return errorResponse(401, MISSING_KEY);
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return errorResponse(400, 'The body is not valid JSON');
    }
    const sent = typeof body === 'object' && body !== null ? (body as { timeZone?: unknown }).timeZone : undefined;
    const timeZone = knownTimeZone(sent);
    if (timeZone === undefined) return errorResponse(400, 'timeZone must be a time zone this server knows');
    sessions.close(getCookie(c, SESSION_COOKIE));
    setCookie(c, SESSION_COOKIE, sessions.open(timeZone), {
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: SESSION_TTL_MS / 1000,
    });
    return c.body(null, 204, { 'Cache-Control': 'no-store' });
  });
  app.delete(SESSION_PATH, (c) => {
    sessions.close(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.body(null, 204, { 'Cache-Control': 'no-store' });
  });
}
